import { createBrowserRouter } from 'react-router-dom';
import { registerNavigator } from '../api/navigation';
import { appRoutes } from './routes';

/** The app's browser router; the HTTP layer navigates through it (e.g. to /login when a session ends). */
export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}
