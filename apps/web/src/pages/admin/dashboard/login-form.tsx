import { ApiError } from '@stallplan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { adminApi, adminSession } from '../../../admin/admin-session.js';
import { serverMessage } from '../../../api/refusal.js';

const LOGIN_FAILED = 'Login failed. Please try again.';

/** What the gate says when the password is refused: the server's own words where it sent some (see docs/marketplace.md#admin-sign-in). */
function loginFailureMessage(result: Awaited<ReturnType<typeof adminApi.adminLogin>>): string {
  if (result.status === 401 || result.status === 400 || result.status === 429) return serverMessage(result.body) ?? LOGIN_FAILED;
  return LOGIN_FAILED;
}

/** Password only, no username (see docs/marketplace.md#admin-sign-in); the button waits for a password and says Logging in... meanwhile. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await adminApi.adminLogin({ body: { password } });
      if (result.status === 200) {
        // The login just proved the token, so the dashboard need not wait for a check of it.
        queryClient.setQueryData(['admin', 'verify', result.body.data.token], true);
        adminSession.save(result.body.data.token);
        return;
      }
      setError(loginFailureMessage(result));
    } catch (caught) {
      console.error('Admin login failed', caught);
      setError(caught instanceof ApiError && caught.status !== undefined && caught.message ? caught.message : LOGIN_FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="card">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Lock className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold text-ink">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Enter the admin password to manage vendors and blogs.</p>
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="admin-password" className="field-label">
            Password
          </label>
          <input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            className="field-input"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'admin-login-error' : undefined}
            disabled={pending}
            autoFocus
          />
          {error && (
            <p id="admin-login-error" role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <button type="submit" className="btn-primary mt-5 w-full" disabled={password === '' || pending}>
            {pending ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </section>
  );
}
