import { signUp } from './support/actors';
import { api, expectErrorShape } from './support/client';

interface UserRecord {
  email: string;
  language?: string;
}

describe('PATCH /api/users/me/language', () => {
  it('when a student saves Bengali, then their own record answers it and keeps it; English replaces it', async () => {
    const student = await signUp();
    const before = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    expect(before.status).toBe(200);
    expect(before.body).not.toHaveProperty('language');

    const saved = await api<UserRecord>('/users/me/language', { method: 'PATCH', token: student.token, body: { language: 'bn' } });

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: student.email, language: 'bn' });
    const read = await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token });
    expect(read.body.language).toBe('bn');

    await api('/users/me/language', { method: 'PATCH', token: student.token, body: { language: 'en' } });
    expect((await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token })).body.language).toBe('en');
  });

  it('when the language is not en or bn, is missing, or is an operator object, then 400 and the record is unchanged', async () => {
    const student = await signUp();
    for (const body of [{ language: 'fr' }, {}, { language: { $ne: 'en' } }, { language: 'BN' }]) {
      const res = await api('/users/me/language', { method: 'PATCH', token: student.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
    expect((await api<UserRecord>(`/users/${encodeURIComponent(student.email)}`, { token: student.token })).body).not.toHaveProperty('language');
  });

  it('when nobody is signed in, then 401; a student can only ever change their own record', async () => {
    const res = await api('/users/me/language', { method: 'PATCH', body: { language: 'bn' } });
    expect(res.status).toBe(401);
    expectErrorShape(res.body);

    const student = await signUp();
    const other = await signUp();
    await api('/users/me/language', { method: 'PATCH', token: student.token, body: { language: 'bn', email: other.email } });
    expect((await api<UserRecord>(`/users/${encodeURIComponent(other.email)}`, { token: other.token })).body).not.toHaveProperty('language');
  });
});
