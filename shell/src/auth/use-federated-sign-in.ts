import { useNavigate } from 'react-router-dom';
import { showToast } from '@hostel/ui';
import { useShellSession } from '../session/shell-session-context';
import { useShellT } from '../i18n';

/** Federated sign-in: sign in, save the user record, 'Login Successful', back to where the user came from. */
export function useFederatedSignIn(from: string) {
  const session = useShellSession();
  const navigate = useNavigate();
  const { t } = useShellT();
  return async () => {
    try {
      const { user } = await session.signInWithGoogle();
      await session.saveUserRecord(user, { name: user.displayName ?? user.email ?? 'Student', photoURL: user.photoURL });
      await session.refreshUser();
      showToast({ type: 'success', text: t('auth.loginSuccessful') });
      navigate(from, { replace: true });
    } catch (err) {
      console.error(err);
    }
  };
}
