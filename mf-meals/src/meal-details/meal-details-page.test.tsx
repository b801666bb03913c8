import { API } from '@hostel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import Swal from 'sweetalert2';
import type { MealDetails } from '@hostel/contracts';
import { changeLanguage, stubSession, type SessionApi } from '@hostel/ui';
import { latinWords, mealFixture, fakeApi, recordToasts, renderInRemote, routeOf } from '@hostel/ui/testing';
import { MealDetailsPage } from './meal-details-page';

jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire: jest.fn() } }));
const fire = Swal.fire as jest.Mock;

const ID = '64b0000000000000000000aa';
const details = (overrides: Partial<MealDetails> = {}): MealDetails => ({ ...mealFixture({ _id: ID }), reviews: [], nextServed: null, ratingCounts: [0, 0, 0, 0, 0], ...overrides });

function renderDetails(session: SessionApi) {
  return renderInRemote(
    <Routes>
      <Route path="/meal/:id" element={<MealDetailsPage />} />
    </Routes>,
    { session, path: `/meal/${ID}` },
  );
}

const facts = async () => {
  const list = (await screen.findByRole('heading', { level: 1 })).parentElement!.querySelector('dl')!;
  return Object.fromEntries([...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
};

describe('MealDetailsPage', () => {
  beforeEach(() => fire.mockReset());

  it('when the meal is still loading, then the spec loading screen shows', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderDetails(stubSession('visitor'));
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    answer({ ok: true, status: 200, json: async () => details(), headers: { get: () => null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beef Tehari' })).toBeInTheDocument();
    expect(screen.queryByText('Loading, please wait...')).toBeNull();
  });

  it('when the meal cannot be fetched, then "Meal not found" is logged and the loading screen stays (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { status: 404, body: { success: false, message: 'Meal not found' } } });
    renderDetails(stubSession('visitor'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Meal not found', expect.anything()));
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
    logged.mockRestore();
  });

  it('when the meal names no distributor and no ingredients, then the spec defaults Admin and Not listed show', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ distributorName: '', ingredients: '' }) } });
    renderDetails(stubSession('visitor'));
    expect(await facts()).toMatchObject({ Distributor: 'Admin', Ingredients: 'Not listed' });
  });

  it('when the meal has its own distributor and ingredients, then they show with category and price', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ distributorName: 'Rahima Khatun', ingredients: 'Rice, beef, ghee', price: 180 }) } });
    renderDetails(stubSession('visitor'));
    expect(await facts()).toMatchObject({ Distributor: 'Rahima Khatun', Ingredients: 'Rice, beef, ghee', Category: 'Lunch', Price: '180 TK' });
  });

  it('when the meal has reviews, then the average shows with one decimal and its count, and every review is listed', async () => {
    const reviews = [
      { _id: 'bb0000000000000000000001', userId: 'dd0000000000000000000001', name: 'Karima Begum', rating: 5, comment: 'Best tehari in town', time: '2026-01-02T10:00:00.000Z' },
      { _id: 'bb0000000000000000000002', userId: 'dd0000000000000000000002', name: 'Rahim Uddin', rating: 4, comment: 'A little salty', time: '2026-01-03T10:00:00.000Z' },
    ];
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ rating: 4.5, ratingCount: 2, reviews }) } });
    renderDetails(stubSession('visitor'));
    expect(await screen.findByText(/4\.5 \(2 ratings\)/)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Reviews' });
    expect(within(list).getByRole('heading', { name: 'Reviews (2)' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByRole('paragraph').textContent)).toEqual(['Best tehari in town', 'A little salty']);
    expect(within(list).getByText('Karima Begum')).toBeInTheDocument();
  });

  it.each(['Like (3 likes)', 'Request Meal'])('when a visitor presses %s, then "You have to login first" shows and nothing is sent', async (button) => {
    const { calls } = fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() } });
    renderDetails(stubSession('visitor'));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(fire).toHaveBeenCalledWith({ icon: 'warning', title: 'You have to login first' });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('when a visitor opens a meal, then the review form is replaced by a prompt to log in', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() } });
    renderDetails(stubSession('visitor'));
    expect(await screen.findByText('Log in to write a review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('when a signed-in student likes the meal, then the like is sent with their id and the meal refetched', async () => {
    let likes = 3;
    const { calls } = fakeApi({
      [routeOf(API.getMeal, { params: { id: ID } })]: () => ({ body: details({ likes }) }),
      [routeOf(API.likeMeal, { params: { id: ID } })]: () => ({ body: { success: true, likes: ++likes } }),
    });
    renderDetails(stubSession('premium'));
    await userEvent.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
    expect(await screen.findByRole('button', { name: 'Like (4 likes)' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'PATCH', path: `/meals/${ID}/like`, body: { userId: '64b000000000000000000001' } });
    expect(fire).not.toHaveBeenCalled();
  });

  it('when the signed-in student has liked the meal, then its Like button shows pressed; for a visitor it is not', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ likedByMe: true }) } });
    renderDetails(stubSession('premium'));
    expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a visitor reads the meal, then its Like button is not pressed', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() } });
    renderDetails(stubSession('visitor'));
    expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when the student already liked the meal, then the spec message shows', async () => {
    fakeApi({
      [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() },
      [routeOf(API.likeMeal, { params: { id: ID } })]: { status: 409, body: { success: false, message: 'You already liked this meal' } },
    });
    renderDetails(stubSession('premium'));
    await userEvent.click(await screen.findByRole('button', { name: 'Like (3 likes)' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith({ icon: 'info', title: 'You already liked this meal' }));
  });

  it('when the student already reviewed the meal, then the server\'s message shows, pointing to My Reviews, and the form keeps the text', async () => {
    fakeApi({
      [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() },
      [routeOf(API.addReview, { params: { id: ID } })]: { status: 409, body: { success: false, message: 'You already reviewed this meal' } },
    });
    renderDetails(stubSession('premium'));
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Second thoughts');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(fire).toHaveBeenCalledWith(expect.objectContaining({ icon: 'info', title: 'You already reviewed this meal', text: expect.stringContaining('My Reviews') })));
    expect(screen.getByLabelText('Your review')).toHaveValue('Second thoughts');
  });
});

describe('MealDetailsPage: menu, diet labels and rating breakdown', () => {
  it('when the menu serves the meal, then it says the weekday and slot it is next served', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ nextServed: { date: '2027-01-04', slot: 'Lunch' } }) } });
    renderDetails(stubSession('visitor'));
    expect(await screen.findByText('Next served: Monday, Lunch')).toBeInTheDocument();
  });

  it('when the menu does not serve it, then no next-served line shows', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() } });
    renderDetails(stubSession('visitor'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Next served/)).toBeNull();
  });

  it('when the meal has reviews, then the chart has five rows, five stars first, with each count', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ ratingCounts: [1, 0, 2, 0, 4] }) } });
    renderDetails(stubSession('visitor'));
    const chart = await screen.findByRole('table', { name: 'Ratings by stars' });
    const rows = within(chart).getAllByRole('row').map((row) => [within(row).getByRole('rowheader').textContent, row.lastElementChild?.textContent]);
    expect(rows).toEqual([
      ['5 stars', '4'],
      ['4 stars', '0'],
      ['3 stars', '2'],
      ['2 stars', '0'],
      ['1 star', '1'],
    ]);
  });

  it('when the meal has diet tags, allergens and calories, then each is named', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details({ dietTags: ['vegetarian', 'halal'], allergens: ['nuts'], calories: 620 }) } });
    renderDetails(stubSession('visitor'));
    const labels = await screen.findByRole('list', { name: 'Diet and allergens' });
    expect(within(labels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['VVegetarian', 'HHalal', 'NContains nuts']);
    expect(await facts()).toMatchObject({ Calories: '620 kcal' });
  });
});

describe('MealDetailsPage in Bengali', () => {
  beforeEach(() => fire.mockReset());
  afterEach(() => act(() => changeLanguage('en')));

  const review = { _id: 'bb0000000000000000000001', userId: 'dd0000000000000000000001', name: 'Karima Begum', rating: 5, comment: 'Best tehari in town', time: '2026-01-02T10:00:00.000Z' };
  const meal = details({
    rating: 4.5,
    ratingCount: 2,
    reviews: [review],
    ratingCounts: [0, 0, 0, 1, 1],
    nextServed: { date: '2027-01-04', slot: 'Dinner' },
    dietTags: ['halal'],
    allergens: ['dairy'],
    calories: 620,
    distributorName: '',
    ingredients: '',
    price: 180,
  });
  /** The meal's data, which stays as it was written. */
  const data = ['Beef Tehari', 'Fragrant rice with beef', 'Karima Begum', 'Best tehari in town'];

  it('when a signed-in student opens a meal in Bengali, then facts, chart, next-served line, buttons, review form and reviews read in Bengali with Bengali digits', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: meal } });
    await act(() => changeLanguage('bn'));
    const { container } = renderDetails(stubSession('premium'));

    expect(await facts()).toMatchObject({ পরিবেশক: 'অ্যাডমিন', উপকরণ: 'উল্লেখ নেই', ধরন: 'দুপুরের খাবার', দাম: '১৮০৳', ক্যালরি: '৬২০ কিলোক্যালরি' });
    expect(screen.getByText('৪.৫ (২টি রেটিং)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('পরের পরিবেশন: সোমবার, রাতের খাবার')).toBeInTheDocument();
    const chart = screen.getByRole('table', { name: 'তারা অনুযায়ী রেটিং' });
    expect(within(chart).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['৫ তারা', '৪ তারা', '৩ তারা', '২ তারা', '১ তারা']);
    expect(screen.getByRole('button', { name: 'লাইক (৩টি লাইক)' })).toHaveTextContent('♥ লাইক (৩)');
    expect(screen.getByRole('button', { name: 'খাবার চাই' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'রিভিউ লিখুন' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '৪ তারা' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিভিউ জমা দিন' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'রিভিউ' })).getByRole('heading', { name: 'রিভিউ (১)' })).toBeInTheDocument();
    expect(latinWords(container, data)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(fire).toHaveBeenCalledWith({ icon: 'warning', title: 'ত্রুটি', text: 'রিভিউ লিখুন এবং রেটিং বাছুন' });
  });

  it('when a visitor presses Like in Bengali, then the login prompt and the dialog are Bengali', async () => {
    fakeApi({ [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() } });
    await act(() => changeLanguage('bn'));
    const { container } = renderDetails(stubSession('visitor'));

    await userEvent.click(await screen.findByRole('button', { name: 'লাইক (৩টি লাইক)' }));
    expect(fire).toHaveBeenCalledWith({ icon: 'warning', title: 'আগে লগ ইন করুন' });
    expect(screen.getByText('রিভিউ লিখতে লগ ইন করুন।')).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো রিভিউ নেই।')).toBeInTheDocument();
    expect(screen.getByText('অ্যাডমিন')).toBeInTheDocument(); // the fixture's stored default 'Admin'
    expect(latinWords(container, ['Beef Tehari', 'Fragrant rice with beef', 'Rice, beef'])).toEqual([]);
  });

  it('when a student reviews in Bengali, then the success toast is Bengali, and a second review\'s refusal is a Bengali dialog pointing to the dashboard\'s reviews', async () => {
    let reviewed = false;
    fakeApi({
      [routeOf(API.getMeal, { params: { id: ID } })]: { body: details() },
      [routeOf(API.addReview, { params: { id: ID } })]: () => (reviewed ? { status: 409, body: { success: false, message: 'You already reviewed this meal' } } : ((reviewed = true), { status: 201, body: { success: true, reviews: [] } })),
    });
    const toasts = recordToasts();
    await act(() => changeLanguage('bn'));
    renderDetails(stubSession('premium'));
    const review = async () => {
      await userEvent.click(await screen.findByRole('radio', { name: '৪ তারা' }));
      await userEvent.type(screen.getByLabelText('আপনার রিভিউ'), 'Second thoughts');
      await userEvent.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    };

    await review();
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', text: 'রিভিউ জমা হয়েছে' }));

    await review();
    await waitFor(() => expect(fire).toHaveBeenCalledWith({ icon: 'info', title: 'আপনি এই খাবারের রিভিউ আগেই দিয়েছেন', text: expect.stringContaining('সব রিভিউ') }));
  });
});
