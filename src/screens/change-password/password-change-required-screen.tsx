import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { awaitingPasswordChange, logout } from '../../api/auth';
import { ChangePasswordForm } from './change-password-form';

export const ONE_TIME_PASSWORD_TEXT = 'You signed in with a one-time password. Choose your own password to continue.';

/**
 * /change-password/required (issue 23): after a sign-in with a one-time password, the one thing the server answers is
 * a password change (or logout); the app is entered once it is done. Without such a sign-in in this tab: /login.
 */
export function PasswordChangeRequiredScreen() {
  const navigate = useNavigate();
  if (!awaitingPasswordChange()) return <Navigate to="/login" replace />;
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="change-title">
        <h1 id="change-title">Change your password</h1>
        <p>{ONE_TIME_PASSWORD_TEXT}</p>
        <ChangePasswordForm currentLabel="One-time password" onChanged={() => navigate('/', { replace: true })} />
        <Button type="button" label="Logout" link onClick={() => void logout()} />
      </section>
    </main>
  );
}
