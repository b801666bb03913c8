import { routeOf } from '@hostel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, shiftDate, todayInDhaka } from '@hostel/contracts';
import { fakeApi, recordToasts, renderAdmin } from '../test/render-admin';
import { ClosuresSection } from './closures-section';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const TOMORROW = shiftDate(todayInDhaka(), 1);
const LATER = shiftDate(todayInDhaka(), 9);

describe('ClosuresSection', () => {
  it('when the admin closes tomorrow’s lunch with a reason, then it is sent and the list of closures ahead shows it', async () => {
    const toasts = recordToasts();
    let closures = [{ date: LATER, slots: ['Dinner'], reason: 'Pitha festival' }];
    const { calls } = fakeApi({
      [routeOf(API.listClosures)]: () => ({ body: { data: closures } }),
      [routeOf(API.closeMess, { params: { date: TOMORROW } })]: (call) => {
        const { slots, reason } = call.body as { slots: string[]; reason: string };
        closures = [{ date: TOMORROW, slots, reason }, ...closures];
        return { body: { date: TOMORROW, slots, reason } };
      },
    });
    renderAdmin(<ClosuresSection />);
    expect(await screen.findByRole('row', { name: `Closure on ${LATER}` })).toHaveTextContent('Pitha festival');

    const form = screen.getByRole('form', { name: 'Close the mess' });
    expect(within(form).getByLabelText('Date')).toHaveValue(TOMORROW);
    expect(within(form).getByRole('button', { name: 'Close the mess' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Lunch' }));
    await userEvent.type(within(form).getByLabelText('Reason'), 'Water supply cut');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the mess' }));

    const row = await screen.findByRole('row', { name: `Closure on ${TOMORROW}` });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Lunch', 'Water supply cut', 'Reopen']);
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ slots: ['Lunch'], reason: 'Water supply cut' });
    expect(toasts).toContainEqual({ type: 'success', text: `The mess is closed for Lunch on ${TOMORROW}` });
  });

  it('when the admin reopens a day, then the closure leaves the list', async () => {
    let closures = [{ date: LATER, slots: ['Breakfast', 'Dinner'], reason: 'Eid' }];
    fakeApi({
      [routeOf(API.listClosures)]: () => ({ body: { data: closures } }),
      [routeOf(API.reopenMess, { params: { date: LATER } })]: () => {
        closures = [];
        return { body: { success: true, reopened: ['Breakfast', 'Dinner'] } };
      },
    });
    renderAdmin(<ClosuresSection />);
    await userEvent.click(await screen.findByRole('button', { name: `Reopen ${LATER}` }));
    await waitFor(() => expect(screen.queryByRole('row', { name: `Closure on ${LATER}` })).not.toBeInTheDocument());
    expect(screen.getByText('The mess is open every day ahead.')).toBeInTheDocument();
  });
});
