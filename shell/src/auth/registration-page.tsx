import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { saveUser } from '@hostel/contracts';
import { call, IMAGE_ACCEPT, showDialog, showToast, uploadImage } from '@hostel/ui';
import { useShellSession } from '../session/shell-session-context';
import { Aside, Card, FieldError, FieldLabel, PasswordInput, Primary, providerMessage, Secondary } from './auth-form';
import { validateRegistration, type RegistrationErrors } from './registration-rules';
import { useFederatedSignIn } from './use-federated-sign-in';
import { useShellT } from '../i18n';

export function RegistrationPage() {
  const session = useShellSession();
  const { t } = useShellT();
  // Firebase starts with the page (a visitor who never signed in here has not loaded it yet).
  useEffect(() => void session.start().catch(() => undefined), [session]);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [input, setInput] = useState({ name: '', email: '', password: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const federated = useFederatedSignIn(from);
  const change = (field: keyof typeof input) => (event: { target: { value: string } }) => setInput((value) => ({ ...value, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const photoURL = photo ? await uploadImage(photo, null) : null;
      const { user } = await session.register(input.email.trim(), input.password);
      showToast({ type: 'success', text: t('auth.registration.verificationSent') });
      await session.updateProfile(user, { displayName: input.name.trim(), photoURL });
      // The record is saved with this identity's token after sign-out (spec order), so take it first.
      const idToken = await user.getIdToken();
      try {
        await session.sendVerification(user);
      } catch {
        void showDialog({ icon: 'error', title: t('auth.registration.verificationFailed') });
      }
      await session.signOut();
      navigate('/login', { state: { from } });
      await call(saveUser, { token: idToken, body: { name: input.name.trim(), email: input.email.trim(), photoURL: photoURL ?? undefined } });
    } catch (err) {
      void showDialog({ icon: 'error', title: t('auth.oops'), text: providerMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h1>{t('auth.registration.title')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldLabel>
          {t('auth.registration.name')}
          <input name="name" autoComplete="name" value={input.name} onChange={change('name')} aria-invalid={Boolean(errors.name)} />
          {errors.name && <FieldError>{errors.name}</FieldError>}
        </FieldLabel>
        <FieldLabel>
          {t('auth.registration.photo')}
          <input type="file" name="photo" accept={IMAGE_ACCEPT} onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
        </FieldLabel>
        <FieldLabel>
          {t('auth.email')}
          <input type="email" name="email" autoComplete="email" value={input.email} onChange={change('email')} aria-invalid={Boolean(errors.email)} />
          {errors.email && <FieldError>{errors.email}</FieldError>}
        </FieldLabel>
        <FieldLabel>
          {t('auth.password')}
          <PasswordInput name="password" aria-label={t('auth.password')} autoComplete="new-password" value={input.password} onChange={change('password')} aria-invalid={Boolean(errors.password)} />
          {errors.password && <FieldError data-testid="password-error">{errors.password}</FieldError>}
        </FieldLabel>
        <Primary type="submit" disabled={busy}>
          {t('auth.registration.submit')}
        </Primary>
        <Secondary type="button" onClick={() => void federated()}>
          {t('auth.google')}
        </Secondary>
      </form>
      <Aside>
        {t('auth.registration.haveAccount')} <Link to="/login" state={{ from }}>{t('auth.registration.login')}</Link>
      </Aside>
    </Card>
  );
}
