import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@hostel/ui';
import { latinWords, routeOf } from '@hostel/ui/testing';
import Swal from 'sweetalert2';
import { fakeApi, meal, recordToasts, renderAdmin } from '../test/render-admin';
import { AllMealsTable } from './all-meals-table';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const firstPage = '/meals?page=1&limit=10';

describe('AllMealsTable', () => {
  beforeEach(() => fire.mockReset());
  afterEach(() => act(() => changeLanguage('en')));


  it('when meals load, then each row shows likes, reviews, the rating out of 5 and the pages from the total', async () => {
    fakeApi({ [`GET ${firstPage}`]: { body: [meal(), meal({ _id: 'aa0000000000000000000002', title: 'Khichuri', rating: 0, ratingCount: 0, reviewsCount: 0, likes: 0 })], headers: { 'X-Total-Count': '23' } } });
    renderAdmin(<AllMealsTable />);

    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Beef Tehari', '3', '2', '4.3/5', 'Admin', 'ViewDeleteEdit']);
    expect(within(screen.getByText('Khichuri').closest('tr')!).getByText('0/5')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'All Meals pages' });
    expect(within(pages).getAllByRole('button').map((b) => b.textContent)).toEqual(['Prev', '1', '2', '3', 'Next']);
  });

  it('when Next is pressed, then the next page of 10 is asked for', async () => {
    const { calls } = fakeApi({ [`GET ${firstPage}`]: { body: [meal()], headers: { 'X-Total-Count': '15' } }, [routeOf(API.listMeals, { query: { page: '2', limit: '10' } })]: { body: [meal({ _id: 'aa0000000000000000000011', title: 'Page two meal' })], headers: { 'X-Total-Count': '15' } } });
    renderAdmin(<AllMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page two meal')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/meals?page=2&limit=10');
  });

  it('when the page is empty, then the spec text is shown', async () => {
    fakeApi({ [`GET ${firstPage}`]: { body: [], headers: { 'X-Total-Count': '0' } } });
    renderAdmin(<AllMealsTable />);
    expect(await screen.findByText('No meals found on this page.')).toBeInTheDocument();
  });

  it('when the meals cannot be loaded, then "Failed to load meals" is shown', async () => {
    fakeApi({ [`GET ${firstPage}`]: { status: 503, body: { success: false, message: 'down' } } });
    renderAdmin(<AllMealsTable />);
    expect(await screen.findByText('Failed to load meals')).toBeInTheDocument();
  });

  it('when a delete is confirmed, then the meal is deleted after the spec question and the table refetched', async () => {
    fire.mockResolvedValue({ isConfirmed: true });
    const { calls } = fakeApi({ [`GET ${firstPage}`]: { body: [meal()], headers: { 'X-Total-Count': '1' } }, [routeOf(API.deleteMeal, { params: { id: 'aa0000000000000000000001' } })]: { body: { success: true, deletedCount: 1 } } });
    renderAdmin(<AllMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Beef Tehari' }));

    expect(fire).toHaveBeenCalledWith(expect.objectContaining({ title: 'Are you sure you want to delete this meal?', showCancelButton: true }));
    await waitFor(() => expect(calls.filter((c) => c.path === firstPage)).toHaveLength(2));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/meals/aa0000000000000000000001')).toBe(true);
  });

  it('when a delete is cancelled, then nothing is deleted', async () => {
    fire.mockResolvedValue({ isConfirmed: false });
    const { calls } = fakeApi({ [`GET ${firstPage}`]: { body: [meal()], headers: { 'X-Total-Count': '1' } } });
    renderAdmin(<AllMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Beef Tehari' }));
    await waitFor(() => expect(fire).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('when an edit is saved, then the fields are patched, the saved meal replaces the row and the modal closes', async () => {
    const toasts = recordToasts();
    const saved = meal({ title: 'Beef Tehari Deluxe', price: 220 });
    let afterSave = false;
    const { calls } = fakeApi({
      [`GET ${firstPage}`]: () => ({ body: [afterSave ? saved : meal()], headers: { 'X-Total-Count': '1' } }),
      [routeOf(API.updateMeal, { params: { id: 'aa0000000000000000000001' } })]: () => {
        afterSave = true;
        return { body: { success: true, meal: saved } };
      },
    });
    renderAdmin(<AllMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Beef Tehari' }));

    const form = screen.getByRole('form', { name: 'Edit Meal' });
    expect(within(form).getByLabelText('Distributor name')).toHaveAttribute('readonly');
    // Public meal answers carry no poster e-mail: an edit shows none and keeps the meal's own.
    expect(within(form).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Description')).toBeRequired();
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Beef Tehari Deluxe');
    const price = within(form).getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '220');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Meal' })).not.toBeInTheDocument());
    expect(await screen.findByText('Beef Tehari Deluxe')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ title: 'Beef Tehari Deluxe', price: 220, category: 'Lunch', postTime: '1:00 PM', distributorName: 'Admin' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).not.toHaveProperty('email');
    expect(toasts[0]).toMatchObject({ type: 'success' });
  });

  it('when View is pressed, then the meal detail shows the price with a dollar sign and the distributor', async () => {
    fakeApi({ [`GET ${firstPage}`]: { body: [meal()], headers: { 'X-Total-Count': '1' } } });
    renderAdmin(<AllMealsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Beef Tehari' }));
    expect(screen.getByRole('heading', { name: 'Beef Tehari' })).toBeInTheDocument();
    expect(screen.getByText('$180')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Rice, beef')).toBeInTheDocument();
  });

  it('when the page is in Bengali, then the table, its numbers and the meal’s detail read in Bengali, the price in taka', async () => {
    fakeApi({ [`GET ${firstPage}`]: { body: [meal()], headers: { 'X-Total-Count': '1' } } });
    await act(() => changeLanguage('bn'));
    renderAdmin(<AllMealsTable />);

    const row = (await screen.findByText('Beef Tehari')).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'সব খাবার' })).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Beef Tehari', '৩', '২', '৪.৩/৫', 'Admin', 'দেখুনমুছুনসম্পাদনা']);
    const data = ['Beef Tehari', 'Admin', 'Rice, beef', 'Fragrant rice with beef'];
    expect(latinWords(document.body, data)).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Beef Tehari দেখুন' }));
    expect(screen.getByText('১৮০৳')).toBeInTheDocument();
    expect(screen.getByText('দুপুরের খাবার')).toBeInTheDocument();
    expect(latinWords(document.body, data)).toEqual([]);
  });
});
