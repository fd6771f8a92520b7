import { render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { registerNavigator } from '../../../src/api/navigation';
import { AppProviders } from '../../../src/app/app-providers';
import { appRoutes } from '../../../src/app/routes';

/** Renders the real route tree at `path`, with the HTTP layer navigating through the same router. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  onTestFinished(registerNavigator((to) => void router.navigate(to, { replace: true })));
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
