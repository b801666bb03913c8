import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords } from '@hostel/ui/src/testing/latin';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { AUDITED_ACTIONS } from './audit-api';
import { AuditLogPage } from './audit-log-page';

const entry = (id: string, fields: Record<string, unknown>) => ({
  id,
  at: '2026-11-20T04:00:00.000Z',
  service: 'meals',
  actorId: 'aa0000000000000000000001',
  actorEmail: 'admin@hostel.local',
  action: 'updateMeal',
  target: { type: 'meal', id: 'mm0000000000000000000001' },
  ...fields,
});

describe('AuditLogPage', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when entries load, then each shows its actor, action, target and only the fields its change touched, old → new', async () => {
    fakeApi({
      'GET /audit?page=1&limit=10': {
        body: [
          entry('e1', { before: { price: 120, title: 'Dal' }, after: { price: 150, title: 'Dal' } }),
          entry('e2', { action: 'deleteMeal', before: { title: 'Tehari' } }),
          entry('e3', { action: 'makeAdmin', service: 'users', target: { type: 'user', id: 'uu1' }, before: { role: 'user' }, after: { role: 'admin' } }),
        ],
        headers: { 'X-Total-Count': '3' },
      },
    });
    renderAdmin(<AuditLogPage />);
    const updated = (await screen.findByText('120 → 150')).closest('tr')!;
    expect(within(updated).getByText('updateMeal')).toBeInTheDocument();
    expect(within(updated).getByText('admin@hostel.local')).toBeInTheDocument();
    expect(within(updated).getByText('meal mm0000000000000000000001')).toBeInTheDocument();
    expect(within(updated).queryByText('title')).not.toBeInTheDocument();
    expect(within(screen.getByText('Tehari (removed)').closest('tr')!).getByText('deleteMeal')).toBeInTheDocument();
    expect(within(screen.getByText('user → admin').closest('tr')!).getByText('user uu1')).toBeInTheDocument();
  });

  it('when the admin filters by actor, action and dates, then the log is asked for those from page 1', async () => {
    const { calls } = fakeApi({
      'GET /audit?page=1&limit=10': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /audit?actor=boss%40hostel.local&action=makeAdmin&from=2026-11-01&to=2026-11-30&page=1&limit=10': {
        body: [entry('e9', { action: 'makeAdmin', actorEmail: 'boss@hostel.local', before: { role: 'user' }, after: { role: 'admin' } })],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderAdmin(<AuditLogPage />);
    expect(await screen.findByText('No admin changes match these filters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Actor'), 'boss@hostel.local');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'makeAdmin');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('boss@hostel.local')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/audit?actor=boss%40hostel.local&action=makeAdmin&from=2026-11-01&to=2026-11-30&page=1&limit=10'));
  });

  it('when the actions are listed, then every admin write is there', () => {
    expect(AUDITED_ACTIONS).toEqual(expect.arrayContaining(['makeAdmin', 'postMeal', 'deleteMeal', 'setMenuSlot', 'putMessSettings', 'closeMess', 'deleteReview']));
  });

  it('when the page is in Bengali, then the filters, columns, actions, kinds of record and change words read in Bengali; ids, fields and values stay as recorded', async () => {
    fakeApi({
      'GET /audit?page=1&limit=10': {
        body: [entry('e1', { before: { price: 120, note: null }, after: { price: 150, note: 'Eid menu' } }), entry('e2', { action: 'deleteMeal', before: { title: 'Tehari' } })],
        headers: { 'X-Total-Count': '2' },
      },
    });
    await act(() => changeLanguage('bn'));
    const { container } = renderAdmin(<AuditLogPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeInTheDocument();
    expect(await screen.findByText('Tehari (মুছে ফেলা)')).toBeInTheDocument();
    expect(screen.getByText('নেই → Eid menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'দেখান' })).toBeInTheDocument();
    const removed = screen.getByText('Tehari (মুছে ফেলা)').closest('tr')!;
    expect(within(removed).getByText('খাবার মোছা')).toBeInTheDocument();
    expect(within(removed).getByText('খাবার mm0000000000000000000001')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'অ্যাডমিন করা' })).toHaveValue('makeAdmin');
    // What the trail recorded (ids, field names, values) is data.
    const recorded = ['admin@hostel.local', 'mm0000000000000000000001', 'Tehari', 'price', 'note', 'title', 'Eid menu'];
    expect(latinWords(container, recorded)).toEqual([]);
  });
});
