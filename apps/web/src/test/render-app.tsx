import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import type { Player } from '../lib/session.tsx';

/** The whole app at `path`, with the session seeded (`player`) or asked from the (mocked) API (undefined). */
export function renderApp(path: string, player?: Player | null) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders player={player}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...result };
}
