import { passwordProblems, validateRegistration } from './registration-rules';

const valid = { name: 'Nadia Karim', email: 'nadia@hostel.local', password: 'Secret1' };

describe('validateRegistration', () => {
  it('when every field is filled and the password is strong, then there are no errors', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('when the fields are empty or blank, then each gets its required message', () => {
    expect(validateRegistration({ name: '  ', email: ' ', password: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it.each(['nadia', 'nadia@', '@hostel.local', 'nadia karim@hostel.local'])('when the e-mail is %p, then it is an invalid address', (email) => {
    expect(validateRegistration({ ...valid, email }).email).toBe('Invalid email address');
  });

  it('when the e-mail has spaces around it, then it is trimmed before the check', () => {
    expect(validateRegistration({ ...valid, email: '  nadia@hostel.local ' }).email).toBeUndefined();
  });

  it('when the password has 5 characters, then it is too short; with 6 it is long enough', () => {
    expect(validateRegistration({ ...valid, password: 'Abc12' }).password).toBe('Password must be at least 6 characters.');
    expect(validateRegistration({ ...valid, password: 'Abc123' }).password).toBeUndefined();
  });

  it('when the password lacks a lowercase letter, an uppercase letter and a digit, then each is listed under the strength error', () => {
    expect(validateRegistration({ ...valid, password: '!!!!!!' }).password).toBe(
      ['Password is not strong enough', '• at least one lowercase letter', '• at least one uppercase letter', '• at least one number'].join('\n'),
    );
  });

  it('when the password lacks only an uppercase letter, then only that one is listed', () => {
    expect(validateRegistration({ ...valid, password: 'secret1' }).password).toBe('Password is not strong enough\n• at least one uppercase letter');
  });
});

describe('passwordProblems', () => {
  it.each([
    ['SECRET1', ['• at least one lowercase letter']],
    ['secret1', ['• at least one uppercase letter']],
    ['Secrets', ['• at least one number']],
    ['Secret1', []],
  ])('when the password is %p, then the unmet rules are %p', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});
