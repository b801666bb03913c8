import { routeOf } from '@hostel/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, shiftDate, todayInDhaka } from '@hostel/contracts';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { BoardersTable, PendingJoinsTable } from './boarders-table';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn(async () => ({ isConfirmed: true })) } }));

/** An id of the server's shape (24 hex digits), one per e-mail. */
const idOf = (email: string) => Buffer.from(email).toString('hex').slice(0, 24).padEnd(24, '0');
const boarder = (email: string, until: string | null = null, status: 'pending' | 'approved' = 'approved') => ({ userId: idOf(email), email, from: '2026-12-01', until, status });

describe('BoardersTable', () => {
  it('when boarders load, then each shows with the day they joined and the day they leave, or Staying', async () => {
    fakeApi({
      [routeOf(API.listBoarders, { query: { page: '1', limit: '10' } })]: { body: { data: [boarder('karima@hostel.local'), boarder('rahim@hostel.local', '2027-01-15')], totalPages: 1 }, headers: { 'X-Total-Count': '2' } },
    });
    renderAdmin(<BoardersTable />);
    const karima = (await screen.findByText('karima@hostel.local')).closest('tr')!;
    expect(within(karima).getByText('Staying')).toBeInTheDocument();
    expect(within(screen.getByText('rahim@hostel.local').closest('tr')!).getByText('2027-01-15')).toBeInTheDocument();
  });

  it('when the admin searches, then boarders are asked for by that e-mail text from page 1, and the next page is one click away', async () => {
    const many = Array.from({ length: 10 }, (_unused, index) => boarder(`student${index}@hostel.local`));
    const { calls } = fakeApi({
      [routeOf(API.listBoarders, { query: { page: '1', limit: '10' } })]: { body: { data: many, totalPages: 2 }, headers: { 'X-Total-Count': '11' } },
      [routeOf(API.listBoarders, { query: { page: '2', limit: '10' } })]: { body: { data: [boarder('last@hostel.local')], totalPages: 2 }, headers: { 'X-Total-Count': '11' } },
      [routeOf(API.listBoarders, { query: { search: 'rahim', page: '1', limit: '10' } })]: { body: { data: [boarder('rahim@hostel.local')], totalPages: 1 }, headers: { 'X-Total-Count': '1' } },
    });
    renderAdmin(<BoardersTable />);
    await screen.findByText('student0@hostel.local');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('last@hostel.local')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search boarders'), 'rahim');
    expect(await screen.findByText('rahim@hostel.local')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/mess/boarders?search=rahim&page=1&limit=10');
  });

  it('when the admin ends a stay, then a dialog names the boarder and the day first, and the stay ends from that day', async () => {
    const tomorrow = shiftDate(todayInDhaka(), 1);
    const { calls } = fakeApi({
      [routeOf(API.listBoarders, { query: { page: '1', limit: '10' } })]: { body: { data: [boarder('karima@hostel.local')], totalPages: 1 }, headers: { 'X-Total-Count': '1' } },
      [routeOf(API.endStay, { params: { userId: idOf('karima@hostel.local') } })]: ({ path }) => ({ body: { ...boarder('karima@hostel.local', new URLSearchParams(path.split('?')[1]).get('from')) } }),
    });
    const { default: Swal } = jest.requireMock<{ default: { fire: jest.Mock } }>('sweetalert2');
    renderAdmin(<BoardersTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'End stay: karima@hostel.local' }));

    expect(Swal.fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'End this stay?', text: `karima@hostel.local gets no meals from ${tomorrow} on.` }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', path: `/mess/boarders/${idOf('karima@hostel.local')}?from=${tomorrow}`, body: undefined }));
  });
});

describe('PendingJoinsTable', () => {
  it('when joins wait for approval, then each is listed with Approve, and approving one asks the server and reads the list again', async () => {
    let waiting = [boarder('new@hostel.local', null, 'pending')];
    const { calls } = fakeApi({
      [routeOf(API.listBoarders, { query: { status: 'pending', page: '1', limit: '10' } })]: () => ({ body: { data: waiting, totalPages: waiting.length ? 1 : 0 }, headers: { 'X-Total-Count': String(waiting.length) } }),
      [routeOf(API.approveBoarder, { params: { userId: idOf('new@hostel.local') } })]: () => {
        waiting = [];
        return { body: boarder('new@hostel.local') };
      },
    });
    renderAdmin(<PendingJoinsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the join of new@hostel.local' }));

    expect(await screen.findByText('No join is waiting for approval.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', path: `/mess/boarders/${idOf('new@hostel.local')}/approve`, body: undefined });
  });
});
