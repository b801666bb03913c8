import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, formatDay } from '@hostel/ui';
import { latinWords, fakeEventStream, withEventStream, routeOf } from '@hostel/ui/testing';
import { API, MEAL_SLOTS, shiftDate, todayInDhaka, type Headcount } from '@hostel/contracts';
import { fakeApi, renderAdmin } from '../test/render-admin';
import { HEADCOUNT_DAYS } from './headcount-api';
import { HeadcountSection } from './headcount-section';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));

const TODAY = todayInDhaka();
const LAST = shiftDate(TODAY, HEADCOUNT_DAYS - 1);

const range = (): Headcount => ({
  from: TODAY,
  to: LAST,
  days: Array.from({ length: HEADCOUNT_DAYS }, (_unused, index) => {
    const date = shiftDate(TODAY, index);
    return {
      date,
      slots: MEAL_SLOTS.map((slot) => ({ slot, on: 10, guests: 1, plates: 11, off: 2, pending: false, locked: index === 0 && slot === 'Breakfast', cutoffAt: `${date}T04:00:00.000Z`, meals: [] })),
    };
  }),
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('HeadcountSection', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when an admin opens it, then today and the next days show each meal’s boarders on, guests, plates and off, locked ones marked', async () => {
    const { calls } = fakeApi({ [routeOf(API.getHeadcount, { query: { from: TODAY, to: LAST } })]: { body: range() } });
    renderAdmin(<HeadcountSection />);
    const section = await screen.findByRole('region', { name: 'Headcount' });
    await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(1 + HEADCOUNT_DAYS * 3));
    expect(cells(within(section).getByRole('row', { name: `${TODAY} Breakfast` }))).toEqual(['Breakfast', '10', '1', '11', '2', 'Locked']);
    expect(cells(within(section).getByRole('row', { name: `${TODAY} Dinner` }))).toEqual(['Dinner', '10', '1', '11', '2', 'Open']);
    expect(calls.map((call) => call.path)).toContain(`/mess/headcount?from=${TODAY}&to=${LAST}`);
  });

  it('when the admin downloads the days on screen, then the headcount CSV of those days is fetched with the session and saved', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = fakeApi({
      [routeOf(API.getHeadcount, { query: { from: TODAY, to: LAST } })]: { body: range() },
      [routeOf(API.headcountCsv)]: { body: '\ufeffdate,slot\r\n', headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="headcount-${TODAY}-${LAST}.csv"` } },
    });
    renderAdmin(<HeadcountSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'CSV of these days' }));
    await waitFor(() => expect(saved).toEqual([`headcount-${TODAY}-${LAST}.csv`]));
    expect(calls).toContainEqual({ method: 'GET', path: `/mess/headcount.csv?from=${TODAY}&to=${LAST}`, body: undefined });
  });

  it('when a boarder switches a meal while the admin watches, then that slot’s count changes without a reload', async () => {
    window.localStorage.setItem('token', 'admin-token');
    const { fetchMock } = fakeApi({ [routeOf(API.getHeadcount, { query: { from: TODAY, to: LAST } })]: { body: range() } });
    const stream = fakeEventStream();
    withEventStream(stream, fetchMock);
    renderAdmin(<HeadcountSection />);
    const row = await screen.findByRole('row', { name: `${TODAY} Dinner` });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.Authorization).toBe('Bearer admin-token');

    stream.send({ id: '1700000000000-0', type: 'headcount.changed', data: { date: TODAY, slot: 'Dinner', on: 9, guests: 3 } });
    await waitFor(() => expect(cells(row)).toEqual(['Dinner', '9', '3', '12', '3', 'Open']));
    // The other slots keep their counts, and nothing was read again.
    expect(cells(screen.getByRole('row', { name: `${TODAY} Lunch` }))).toEqual(['Lunch', '10', '1', '11', '2', 'Open']);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/mess/headcount'))).toHaveLength(1);
    window.localStorage.removeItem('token');
  });

  it('when the page is in Bengali, then the days, meals, counts and locks read in Bengali with Bengali digits', async () => {
    fakeApi({ [routeOf(API.getHeadcount, { query: { from: TODAY, to: LAST } })]: { body: range() } });
    await act(() => changeLanguage('bn'));
    renderAdmin(<HeadcountSection />);

    const section = await screen.findByRole('region', { name: 'মিল গণনা' });
    const row = await within(section).findByRole('row', { name: `${formatDay(TODAY)} নাস্তা` });
    expect(cells(row)).toEqual(['নাস্তা', '১০', '১', '১১', '২', 'লক']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/ \(আজ\)$/);
    expect(latinWords(document.body)).toEqual([]);
  });
});
