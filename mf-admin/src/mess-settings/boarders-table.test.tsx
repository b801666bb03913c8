import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { BoardersTable } from './boarders-table';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const boarder = (email: string, until: string | null = null) => ({ userId: `u-${email}`, email, from: '2026-12-01', until });

describe('BoardersTable', () => {
  it('when boarders load, then each shows with the day they joined and the day they leave, or Staying', async () => {
    fakeApi({
      'GET /mess/boarders?page=1&limit=10': { body: { data: [boarder('karima@hostel.local'), boarder('rahim@hostel.local', '2027-01-15')], totalPages: 1 }, headers: { 'X-Total-Count': '2' } },
    });
    renderAdmin(<BoardersTable />);
    const karima = (await screen.findByText('karima@hostel.local')).closest('tr')!;
    expect(within(karima).getByText('Staying')).toBeInTheDocument();
    expect(within(screen.getByText('rahim@hostel.local').closest('tr')!).getByText('2027-01-15')).toBeInTheDocument();
  });

  it('when the admin searches, then boarders are asked for by that e-mail text from page 1, and the next page is one click away', async () => {
    const many = Array.from({ length: 10 }, (_unused, index) => boarder(`student${index}@hostel.local`));
    const { calls } = fakeApi({
      'GET /mess/boarders?page=1&limit=10': { body: { data: many, totalPages: 2 }, headers: { 'X-Total-Count': '11' } },
      'GET /mess/boarders?page=2&limit=10': { body: { data: [boarder('last@hostel.local')], totalPages: 2 }, headers: { 'X-Total-Count': '11' } },
      'GET /mess/boarders?search=rahim&page=1&limit=10': { body: { data: [boarder('rahim@hostel.local')], totalPages: 1 }, headers: { 'X-Total-Count': '1' } },
    });
    renderAdmin(<BoardersTable />);
    await screen.findByText('student0@hostel.local');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('last@hostel.local')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search boarders'), 'rahim');
    expect(await screen.findByText('rahim@hostel.local')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/mess/boarders?search=rahim&page=1&limit=10');
  });
});
