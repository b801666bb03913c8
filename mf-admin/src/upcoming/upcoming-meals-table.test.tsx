import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, navigate } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import { fakeApi, fakeId, meal, recordToasts, renderAdmin, upcomingMeal } from '../test/render-admin';
import { UpcomingMealsTable } from './upcoming-meals-table';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
jest.mock('@hostel/ui', () => ({ ...jest.requireActual('@hostel/ui'), navigate: jest.fn() }));

const upcoming = (id: string, title: string, likes: number, published = false) => upcomingMeal({ _id: fakeId(id), title, likes, published });

describe('UpcomingMealsTable', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when a meal has 10 likes or is already published, then its button is disabled and reads Published', async () => {
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [upcoming('a', 'Haleem', 10), upcoming('b', 'Pitha', 2, true), upcoming('c', 'Fuchka', 9)] } });
    renderAdmin(<UpcomingMealsTable />);

    const button = async (title: string) => within((await screen.findByText(title)).closest('tr')!).getByRole('button');
    expect(await button('Haleem')).toBeDisabled();
    expect(await button('Haleem')).toHaveTextContent('Published');
    expect(await button('Pitha')).toHaveTextContent('Published');
    expect(await button('Fuchka')).toBeEnabled();
    expect(await button('Fuchka')).toHaveTextContent('Publish');
  });

  it('when Publish is pressed, then the whole upcoming meal is posted to /meals, the spec toast shows and the admin goes to /meals', async () => {
    const toasts = recordToasts();
    const fuchka = upcoming('c0ffee', 'Fuchka', 9);
    const { calls } = fakeApi({ [routeOf(API.listUpcoming)]: { body: [fuchka] }, [routeOf(API.postMeal)]: { status: 201, body: { success: true, created: true, insertedId: fakeId('new'), meal: meal({ _id: fakeId('new') }) } } });
    renderAdmin(<UpcomingMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Fuchka' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/meals'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ...fuchka, upcomingMealId: fakeId('c0ffee') });
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', text: '✅ Meal Published successfully!' }));
  });

  it('when an upcoming meal is added, then it goes first in the list, the modal closes and the form is empty again', async () => {
    const created = upcoming('n1', 'Shorshe Ilish', 0);
    const { calls } = fakeApi({ [routeOf(API.listUpcoming)]: { body: [upcoming('a', 'Haleem', 8)] }, [routeOf(API.postUpcoming)]: { status: 201, body: created } });
    renderAdmin(<UpcomingMealsTable />);
    await screen.findByText('Haleem');

    await userEvent.click(screen.getByRole('button', { name: 'Add Upcoming Meal' }));
    const form = screen.getByRole('form', { name: 'Add Upcoming Meal' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Shorshe Ilish');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Dinner');
    await userEvent.type(within(form).getByLabelText('Price'), '350');
    await userEvent.type(within(form).getByLabelText('Post time'), '9:00 PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Meal' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Upcoming Meal' })).not.toBeInTheDocument());
    const titles = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(titles).toEqual(['Shorshe Ilish', 'Haleem']);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'Shorshe Ilish', category: 'Dinner', price: 350, postTime: '9:00 PM', distributorName: 'Admin', email: 'admin@hostel.local' });

    await userEvent.click(screen.getByRole('button', { name: 'Add Upcoming Meal' }));
    expect(within(screen.getByRole('form', { name: 'Add Upcoming Meal' })).getByLabelText('Title')).toHaveValue('');
  });

  it('when there are more than 10 upcoming meals, then they are paged 10 at a time', async () => {
    fakeApi({ [routeOf(API.listUpcoming)]: { body: Array.from({ length: 12 }, (_, i) => upcoming(`id${i}`, `Meal ${i + 1}`, 0)) } });
    renderAdmin(<UpcomingMealsTable />);
    await screen.findByText('Meal 1');
    expect(screen.queryByText('Meal 11')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByText('Meal 11')).toBeInTheDocument();
    expect(screen.queryByText('Meal 1')).not.toBeInTheDocument();
  });

  it('when the page is in Bengali, then the table, its buttons and the add form read in Bengali', async () => {
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [upcoming('a', 'Haleem', 10), upcoming('c', 'Fuchka', 9)] } });
    await act(() => changeLanguage('bn'));
    renderAdmin(<UpcomingMealsTable />);

    const fuchka = (await screen.findByText('Fuchka')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'আসন্ন খাবার' })).toBeInTheDocument();
    expect(within(fuchka).getByRole('button', { name: 'Fuchka প্রকাশ করুন' })).toHaveTextContent('প্রকাশ করুন');
    expect(within(fuchka).getByText('৯')).toBeInTheDocument();
    expect(within(screen.getByText('Haleem').closest('tr')!).getByRole('button')).toHaveTextContent('প্রকাশিত');

    await userEvent.click(screen.getByRole('button', { name: 'আসন্ন খাবার যোগ' }));
    expect(within(screen.getByRole('form', { name: 'আসন্ন খাবার যোগ' })).getByRole('button', { name: 'জমা দিন' })).toBeInTheDocument();
    expect(latinWords(document.body, ['Haleem', 'Fuchka', 'Admin', 'admin@hostel.local'])).toEqual([]);
  });
});
