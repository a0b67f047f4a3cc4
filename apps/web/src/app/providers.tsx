import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from '../lib/query-client.ts';
import { logoutAfterUnauthorized, SESSION_QUERY_KEY, SessionProvider, type Player } from '../lib/session.tsx';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

/** `player` (tests only) seeds the session query instead of asking GET /auth/session. */
export function AppProviders({ children, player }: { children: ReactNode; player?: Player | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({ onUnauthorized: logoutAfterUnauthorized });
    if (player !== undefined) client.setQueryData(SESSION_QUERY_KEY, player);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        {/* SPEC §9: bottom-left, at most three, 5 s with a progress bar, closable. */}
        <ToastContainer position="bottom-left" limit={3} autoClose={5000} theme="dark" closeOnClick={false} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
