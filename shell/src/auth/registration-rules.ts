import { MIN_PASSWORD_LENGTH } from '@hostel/contracts';
import { formatNumber } from '@hostel/ui';
import { shellT } from '../i18n';

/** Spec §5 registration rules, with the spec's exact messages (in English; the catalogue's in Bengali). */
export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;

const EMAIL = /^\S+@\S+$/;

export function passwordProblems(password: string, t = shellT()): string[] {
  const missing: string[] = [];
  if (!/[a-z]/.test(password)) missing.push(t('auth.rules.lowercase'));
  if (!/[A-Z]/.test(password)) missing.push(t('auth.rules.uppercase'));
  if (!/\d/.test(password)) missing.push(t('auth.rules.number'));
  return missing;
}

export function validateRegistration(input: RegistrationInput, t = shellT()): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!input.name.trim()) errors.name = t('auth.rules.nameRequired');
  if (!input.email.trim()) errors.email = t('auth.rules.emailRequired');
  else if (!EMAIL.test(input.email.trim())) errors.email = t('auth.rules.emailInvalid');
  if (!input.password) errors.password = t('auth.rules.passwordRequired');
  else if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = t('auth.rules.passwordShort', { min: formatNumber(MIN_PASSWORD_LENGTH) });
  else {
    const missing = passwordProblems(input.password, t);
    if (missing.length) errors.password = [t('auth.rules.passwordWeak'), ...missing].join('\n');
  }
  return errors;
}
