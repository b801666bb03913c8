import { MIN_PASSWORD_LENGTH } from '@hostel/contracts';

/** Spec §5 registration rules, with the spec's exact messages. */
export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;

const EMAIL = /^\S+@\S+$/;

export function passwordProblems(password: string): string[] {
  const missing: string[] = [];
  if (!/[a-z]/.test(password)) missing.push('• at least one lowercase letter');
  if (!/[A-Z]/.test(password)) missing.push('• at least one uppercase letter');
  if (!/\d/.test(password)) missing.push('• at least one number');
  return missing;
}

export function validateRegistration(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!input.name.trim()) errors.name = 'Name is required';
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(input.email.trim())) errors.email = 'Invalid email address';
  if (!input.password) errors.password = 'Password is required';
  else if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  else {
    const missing = passwordProblems(input.password);
    if (missing.length) errors.password = ['Password is not strong enough', ...missing].join('\n');
  }
  return errors;
}
