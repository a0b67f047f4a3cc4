import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { createQueryClient } from '../lib/query-client.ts';
import { logoutAfterUnauthorized, SessionProvider, type Player } from '../lib/session.tsx';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

export function AppProviders({ children, player }: { children: ReactNode; player?: Player | null }) {
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: logoutAfterUnauthorized }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider player={player}>
        {children}
        {/* SPEC §9: bottom-left, at most three, 5 s with a progress bar, closable. */}
        <ToastContainer position="bottom-left" limit={3} autoClose={5000} theme="dark" closeOnClick={false} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
