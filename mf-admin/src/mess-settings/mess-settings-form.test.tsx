import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { MessSettingsSection } from './mess-settings-form';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

describe('MessSettingsSection', () => {
  it('when the admin changes the lunch cutoff, a rate and the guests limit, then the whole settings are saved as numbers', async () => {
    const toasts = recordToasts();
    const { calls } = fakeApi({
      'GET /mess/settings': { body: DEFAULT_MESS_SETTINGS },
      'PUT /mess/settings': (call) => ({ body: call.body }),
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

  it('when the server refuses a value (400), then its message shows beside the form and a blank field is sent as null, not 0', async () => {
    const { calls } = fakeApi({
      'GET /mess/settings': { body: DEFAULT_MESS_SETTINGS },
      'PUT /mess/settings': { status: 400, body: { success: false, message: 'Invalid rates.Breakfast: Invalid input: expected number, received null' } },
    });
    renderAdmin(<MessSettingsSection />);
    const form = await screen.findByRole('form', { name: 'Mess settings' });
    await userEvent.clear(within(form).getByLabelText('Breakfast'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid rates.Breakfast: Invalid input: expected number, received null');
    expect((calls.find((call) => call.method === 'PUT')!.body as { rates: Record<string, unknown> }).rates.Breakfast).toBeNull();
  });
});
