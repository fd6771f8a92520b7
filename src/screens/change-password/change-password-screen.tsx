import { useNavigate } from 'react-router-dom';
import { ChangePasswordForm } from './change-password-form';

/** /change-password (issue 23): everyone changes their own password, from the account menu. */
export function ChangePasswordScreen() {
  const navigate = useNavigate();
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Change password</h1>
      <ChangePasswordForm currentLabel="Current password" onChanged={() => navigate('/', { replace: true })} />
    </section>
  );
}
