import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { showDialog, showToast } from '@hostel/ui';
import { useShellSession } from '../session/shell-session-context';
import { Aside, Card, FieldError, FieldLabel, PasswordInput, Primary, providerMessage, Secondary } from './auth-form';
import { useFederatedSignIn } from './use-federated-sign-in';
import { useShellT } from '../i18n';

export function LoginPage() {
  const session = useShellSession();
  const { t } = useShellT();
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
    const found = { email: email.trim() ? undefined : t('auth.rules.emailRequired'), password: password ? undefined : t('auth.rules.passwordRequired') };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { user } = await session.signIn(email.trim(), password);
      // The session never asks the backend for an unverified identity; signing it out is the login page's part.
      if (!user.emailVerified) {
        await session.signOut();
        void showDialog({ icon: 'warning', title: t('auth.login.verifyEmailFirst') });
        return;
      }
      showToast({ type: 'success', text: t('auth.loginSuccessful') });
      navigate(from, { replace: true });
    } catch (err) {
      void showDialog({ icon: 'error', title: t('auth.oops'), text: providerMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const forgotPassword = async () => {
    if (!email.trim()) {
      void showDialog({ icon: 'warning', title: t('auth.login.emailRequiredTitle'), text: t('auth.login.emailRequiredText') });
      return;
    }
    try {
      await session.resetPassword(email.trim());
      void showDialog({ icon: 'success', title: t('auth.login.resetSent') });
    } catch (err) {
      void showDialog({ icon: 'error', title: t('auth.oops'), text: providerMessage(err) });
    }
  };

  return (
    <Card>
      <h1>{t('auth.login.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldLabel>
          {t('auth.email')}
          <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={Boolean(errors.email)} />
          {errors.email && <FieldError>{errors.email}</FieldError>}
        </FieldLabel>
        <FieldLabel>
          {t('auth.password')}
          <PasswordInput name="password" aria-label={t('auth.password')} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-invalid={Boolean(errors.password)} />
          {errors.password && <FieldError>{errors.password}</FieldError>}
        </FieldLabel>
        <Aside style={{ textAlign: 'right', margin: 0 }}>
          <button type="button" onClick={() => void forgotPassword()} style={{ background: 'none', border: 0, color: 'inherit', textDecoration: 'underline', cursor: 'pointer' }}>
            {t('auth.login.forgot')}
          </button>
        </Aside>
        <Primary type="submit" disabled={busy}>
          {t('auth.login.submit')}
        </Primary>
        <Secondary type="button" onClick={() => void federated()}>
          {t('auth.google')}
        </Secondary>
      </form>
      <Aside>
        {t('auth.login.newHere')} <Link to="/registration" state={{ from }}>{t('auth.login.createAccount')}</Link>
      </Aside>
    </Card>
  );
}
