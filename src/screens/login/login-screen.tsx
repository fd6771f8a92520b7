import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { login, MUST_CHANGE_PASSWORD, PASSWORD_CHANGE_REQUIRED_ROUTE } from '../../api/auth';
import { useAuth } from '../../api/auth-store';
import { formatLoginError } from '../../lib/format-error';
import { useToast } from '../../ui/toast-context';

function inputClass(invalid: boolean): string {
  return invalid ? 'p-inputtext p-component p-invalid' : 'p-inputtext p-component';
}

export const REQUIRED_MESSAGE = 'Username and password are required.';

/**
 * /login (spec §2.4, §5, §8). Signed-in users are sent to /. Plain elements with PrimeReact's CSS classes
 * keep PrimeReact's JS out of what /login needs to paint.
 */
export function LoginScreen() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user && !loading) return <Navigate to="/" replace />;

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = username.trim();
    const secret = password.trim();
    if (!name || !secret) return fail(REQUIRED_MESSAGE);
    setError(null);
    // A failed attempt's toast is stale once the next one starts, and must not follow the user to the dashboard.
    toast.clear();
    const dismissLoading = toast.loading('Logging in...');
    try {
      const signedIn = await login(name, secret);
      dismissLoading();
      toast.clear();
      // A one-time password: its change comes before anything else.
      if (signedIn === MUST_CHANGE_PASSWORD) {
        navigate(PASSWORD_CHANGE_REQUIRED_ROUTE, { replace: true });
        return;
      }
      toast.success('Login successful!');
      navigate('/', { replace: true });
    } catch (err) {
      dismissLoading();
      fail(formatLoginError(err));
    }
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-brand" aria-hidden="true">
          <i className="pi pi-eye" />
        </div>
        <h1 id="login-title">Patient Information Management System</h1>
        <form className="login-form" onSubmit={onSubmit} noValidate aria-label="Login" aria-describedby={error ? 'login-error' : undefined}>
          <div className="field">
            <label htmlFor="login-username">Username</label>
            <input
              id="login-username"
              name="username"
              className={inputClass(error !== null && !username.trim())}
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            {/* The show/hide toggle sits inside the field, at its end. */}
            <div className="password-field">
              <input
                id="login-password"
                name="password"
                className={inputClass(error !== null && !password.trim())}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button
                type="button"
                className="p-button p-component p-button-icon-only p-button-text p-button-secondary password-toggle"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-controls="login-password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <span className={`p-button-icon pi ${showPassword ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
              </button>
            </div>
          </div>
          {error && (
            <p id="login-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="p-button p-component login-submit" disabled={loading}>
            {loading && <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />}
            <span className="p-button-label">Login</span>
          </button>
        </form>
      </section>
    </main>
  );
}
