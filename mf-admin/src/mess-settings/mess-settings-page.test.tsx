import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, DEFAULT_MESS_SETTINGS, shiftDate, todayInDhaka } from '@hostel/contracts';
import { changeLanguage, formatDay } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { MessSettingsPage } from './mess-settings-page';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const TOMORROW = shiftDate(todayInDhaka(), 1);
const LATER = shiftDate(todayInDhaka(), 9);

function messOfficeApi() {
  let closures = [{ date: LATER, slots: ['Dinner'], reason: 'Pitha festival' }];
  return fakeApi({
    [routeOf(API.getMessSettings)]: { body: DEFAULT_MESS_SETTINGS },
    [routeOf(API.listClosures)]: () => ({ body: { data: closures } }),
    [routeOf(API.closeMess, { params: { date: TOMORROW } })]: (call) => {
      const { slots, reason } = call.body as { slots: string[]; reason: string };
      closures = [{ date: TOMORROW, slots, reason }, ...closures];
      return { body: { date: TOMORROW, slots, reason } };
    },
    [routeOf(API.listBoarders, { query: { status: 'pending', page: '1', limit: '10' } })]: { body: { data: [], totalPages: 0 }, headers: { 'X-Total-Count': '0' } },
    [routeOf(API.listBoarders, { query: { page: '1', limit: '10' } })]: { body: { data: [{ userId: 'u1', email: 'karima@hostel.local', from: '2026-12-01', until: null, status: 'approved' }, { userId: 'u2', email: 'rahim@hostel.local', from: '2026-12-01', until: '2027-01-15', status: 'approved' }], totalPages: 1 }, headers: { 'X-Total-Count': '2' } },
  });
}

describe('MessSettingsPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the admin opens Mess Settings, then its title, jump list and three sections are there', async () => {
    messOfficeApi();
    renderAdmin(<MessSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mess Settings' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Settings', 'Closures', 'Joins waiting', 'Boarders']);
    expect(await screen.findByRole('form', { name: 'Mess settings' })).toBeInTheDocument();
    expect(await screen.findByText('karima@hostel.local')).toBeInTheDocument();
  });

  it('when the page is in Bengali, then the settings, the closures and the boarders read in Bengali, days written out, and closing a day says so in Bengali', async () => {
    const toasts = recordToasts();
    messOfficeApi();
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<MessSettingsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'মেস সেটিংস' })).toBeInTheDocument();
    const settings = await screen.findByRole('form', { name: 'মেস সেটিংস' });
    expect(within(settings).getByLabelText('দুপুরের খাবার: সময়')).toHaveValue('10:00');
    expect(within(settings).getByRole('button', { name: 'সেটিংস সংরক্ষণ' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: `${formatDay(LATER)} মেস বন্ধ` })).toHaveTextContent('রাতের খাবার');
    const rahim = (await screen.findByText('rahim@hostel.local')).closest('tr')!;
    expect(within(rahim).getByText(formatDay('2027-01-15'))).toBeInTheDocument();
    expect(within(screen.getByText('karima@hostel.local').closest('tr')!).getByText('থাকছেন')).toBeInTheDocument();
    expect(latinWords(container, ['Pitha festival', 'karima@hostel.local', 'rahim@hostel.local'])).toEqual([]);

    const close = screen.getByRole('form', { name: 'মেস বন্ধ করুন' });
    await userEvent.click(within(close).getByRole('checkbox', { name: 'দুপুরের খাবার' }));
    await userEvent.type(within(close).getByLabelText('কারণ'), 'পানি নেই');
    await userEvent.click(within(close).getByRole('button', { name: 'মেস বন্ধ করুন' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', text: `${formatDay(TOMORROW)} দুপুরের খাবার মেস বন্ধ` }));
  });
});
