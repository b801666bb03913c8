import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@hostel/contracts';
import { showDialog, showToast } from '@hostel/ui';
import { useShellSession } from '../session/shell-session-context';
import { Aside, Card, FieldError, FieldLabel, PasswordInput, Primary, providerMessage, Secondary } from './auth-form';
import { useFederatedSignIn } from './use-federated-sign-in';

export function LoginPage() {
  const session = useShellSession();
  // Firebase starts with the page (a visitor who never signed in here has not loaded it yet).
  useEffect(() => void session.start().catch(() => undefined), [session]);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const federated = useFederatedSignIn(from);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: email.trim() ? undefined : 'Email is required', password: password ? undefined : 'Password is required' };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { user } = await session.signIn(email.trim(), password);
      // The session never asks the backend for an unverified identity; signing it out is the login page's part.
      if (!user.emailVerified) {
        await session.signOut();
        void showDialog({ icon: 'warning', title: MESSAGES.verifyEmailFirst });
        return;
      }
      showToast({ type: 'success', text: 'Login Successful' });
      navigate(from, { replace: true });
    } catch (err) {
      void showDialog({ icon: 'error', title: 'Oops...', text: providerMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = async () => {
    if (!email.trim()) {
      void showDialog({ icon: 'warning', title: 'Email Required', text: 'Please enter your email first.' });
      return;
    }
    try {
      await session.resetPassword(email.trim());
      void showDialog({ icon: 'success', title: 'Reset link sent to your email.' });
    } catch (err) {
      void showDialog({ icon: 'error', title: 'Oops...', text: providerMessage(err) });
    }
  };

  return (
    <Card>
      <h1>Welcome Back</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldLabel>
          Email
          <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={Boolean(errors.email)} />
          {errors.email && <FieldError>{errors.email}</FieldError>}
        </FieldLabel>
        <FieldLabel>
          Password
          <PasswordInput name="password" aria-label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-invalid={Boolean(errors.password)} />
          {errors.password && <FieldError>{errors.password}</FieldError>}
        </FieldLabel>
        <Aside style={{ textAlign: 'right', margin: 0 }}>
          <button type="button" onClick={() => void forgotPassword()} style={{ background: 'none', border: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}>
            Forgot Password?
          </button>
        </Aside>
        <Primary type="submit" disabled={busy}>
          Login
        </Primary>
        <Secondary type="button" onClick={() => void federated()}>
          Continue with Google
        </Secondary>
      </form>
      <Aside>
        New here? <Link to="/registration" state={{ from }}>Create an account</Link>
      </Aside>
    </Card>
  );
}
