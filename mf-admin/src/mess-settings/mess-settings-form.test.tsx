import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { MessSettingsSection } from './mess-settings-form';

// Typing into a dozen fields of a form takes seconds on a busy machine.
jest.setTimeout(30_000);

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

describe('MessSettingsSection', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the admin changes the lunch cutoff, a rate and the guests limit, then the whole settings are saved as numbers', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS },
      [routeOf(API.putMessSettings)]: (call) => ({ body: call.body }),
    });
    renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Mess settings' });
    expect(within(form).getByLabelText('Lunch: Time')).toHaveValue('10:00');
    expect(within(form).getByLabelText('Guest meal')).toHaveValue(80);

    await userEvent.clear(within(form).getByLabelText('Lunch: Time'));
    await userEvent.type(within(form).getByLabelText('Lunch: Time'), '09:30');
    await userEvent.clear(within(form).getByLabelText('Dinner'));
    await userEvent.type(within(form).getByLabelText('Dinner'), '70');
    await userEvent.clear(within(form).getByLabelText('Most guests per meal'));
    await userEvent.type(within(form).getByLabelText('Most guests per meal'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...DEFAULT_MESS_SETTINGS,
      cutoffs: { ...DEFAULT_MESS_SETTINGS.cutoffs, Lunch: { daysBefore: 0, time: '09:30' } },
      rates: { ...DEFAULT_MESS_SETTINGS.rates, Dinner: 70 },
      maxGuests: 5,
    });
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', text: 'Mess settings saved' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when fields break their rules, then nothing is sent and each says what to fix beside it; once fixed, the settings are saved', async () => {
    const { calls } = fakeApi({
      [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS },
      [routeOf(API.putMessSettings)]: (call) => ({ body: call.body }),
    });
    renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Mess settings' });
    await userEvent.clear(within(form).getByLabelText('Breakfast'));
    await userEvent.clear(within(form).getByLabelText('Bill due on day'));
    await userEvent.type(within(form).getByLabelText('Bill due on day'), '29');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some settings are not valid: fix the fields marked below.');
    expect(within(form).getByLabelText('Breakfast')).toHaveAccessibleDescription('Enter a whole number from 0 to 5,000.');
    expect(within(form).getByLabelText('Breakfast')).toHaveFocus();
    expect(within(form).getByLabelText('Bill due on day')).toHaveAccessibleDescription('Enter a whole number from 1 to 28.');
    expect(within(form).getByLabelText('Dinner')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Breakfast'), '35');
    await userEvent.clear(within(form).getByLabelText('Bill due on day'));
    await userEvent.type(within(form).getByLabelText('Bill due on day'), '28');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ rates: { ...DEFAULT_MESS_SETTINGS.rates, Breakfast: 35 }, dueDay: 28 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Breakfast')).not.toHaveAttribute('aria-invalid');
  });

  it('when the page is Bengali, then a broken field’s rule is said in Bengali with Bengali digits, and a server refusal with a code in Bengali too', async () => {
    fakeApi({
      [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS },
      [routeOf(API.putMessSettings)]: { status: 400, body: { success: false, message: 'Invalid guests: at most 3 guests per meal', code: 'tooManyGuests', params: { count: 3 } } },
    });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'মেস সেটিংস' });
    await userEvent.clear(within(form).getByLabelText('বেলাপ্রতি সর্বোচ্চ অতিথি'));
    await userEvent.type(within(form).getByLabelText('বেলাপ্রতি সর্বোচ্চ অতিথি'), '21');
    await userEvent.click(within(form).getByRole('button', { name: 'সেটিংস সংরক্ষণ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('কিছু সেটিং ঠিক নয়: চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(within(form).getByLabelText('বেলাপ্রতি সর্বোচ্চ অতিথি')).toHaveAccessibleDescription('০ থেকে ২০-এর মধ্যে একটি পূর্ণ সংখ্যা লিখুন।');
    expect(latinWords(container, [])).toEqual([]);

    // A refusal only the server can make (here, one with a code) reaches the form in the page's language.
    await userEvent.clear(within(form).getByLabelText('বেলাপ্রতি সর্বোচ্চ অতিথি'));
    await userEvent.type(within(form).getByLabelText('বেলাপ্রতি সর্বোচ্চ অতিথি'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'সেটিংস সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('অতিথির সংখ্যা ঠিক নয়: প্রতি বেলায় সর্বোচ্চ ৩ জন অতিথি'));
  });

  it('when the settings show, then each cutoff time keeps the room its whole text needs (a 12-hour browser shows 10:00 PM, not a cropped 10:00)', async () => {
    fakeApi({ [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS } });
    renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Mess settings' });
    const breakfast = within(form).getByLabelText('Breakfast: Time');

    expect(breakfast).toHaveValue('22:00');
    expect(getComputedStyle(breakfast).minWidth).toBe('9rem');
  });

  it('when the admin sets the horizon and the auto-approved domains, then they are sent with the settings, the domains as a list in lower case', async () => {
    const { calls } = fakeApi({
      [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS },
      [routeOf(API.putMessSettings)]: (call) => ({ body: call.body }),
    });
    renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Mess settings' });
    await userEvent.clear(within(form).getByLabelText('Plans reach at most (days ahead)'));
    await userEvent.type(within(form).getByLabelText('Plans reach at most (days ahead)'), '60');
    await userEvent.type(within(form).getByLabelText('Approve joins at once from e-mail domains'), 'not a domain');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByLabelText('Approve joins at once from e-mail domains')).toHaveAccessibleDescription('Enter at most 20 different domains such as uni.edu.bd, separated by commas.');

    await userEvent.clear(within(form).getByLabelText('Approve joins at once from e-mail domains'));
    await userEvent.type(within(form).getByLabelText('Approve joins at once from e-mail domains'), 'DU.ac.bd, buet.ac.bd');
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...DEFAULT_MESS_SETTINGS, planHorizonDays: 60, autoApproveDomains: ['du.ac.bd', 'buet.ac.bd'] });
  });
});
