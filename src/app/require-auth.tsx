import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../api/auth-store';
import { PageSpinner } from '../ui/page-spinner';

/** Guards every route but /login: 'Please wait...' while auth loads, /login without a user. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet />;
}
