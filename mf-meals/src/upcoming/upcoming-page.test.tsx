import { API } from '@hostel/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpcomingMeal } from '@hostel/contracts';
import { changeLanguage, stubSession } from '@hostel/ui';
import { latinWords, fakeApi, renderInRemote, routeOf } from '@hostel/ui/testing';
import { UpcomingPage } from './upcoming-page';

const upcoming = (id: string, title: string, price: number, likes: number): UpcomingMeal => ({
  _id: id,
  title,
  image: '',
  category: 'Dinner',
  price,
  postTime: '',
  description: 'Slow-cooked',
  ingredients: '',
  distributorName: 'Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  likes,
  likedByMe: false,
  dietTags: [],
  allergens: [],
  published: false,
});

describe('UpcomingPage', () => {
  it('when upcoming meals load, then each card shows its price in TK alone and the most liked comes first', async () => {
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [upcoming('dd0000000000000000000001', 'Kacchi Biryani', 250, 1), upcoming('dd0000000000000000000002', 'Beef Kala Bhuna', 1250.5, 4)] } });
    renderInRemote(<UpcomingPage />, { session: stubSession('premium') });

    const cards = await screen.findAllByTestId('upcoming-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Beef Kala Bhuna', 'Kacchi Biryani']);
    expect(within(cards[0]!).getByText('Price: 1,250.5 TK')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Price: 250 TK')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Time: N/A')).toBeInTheDocument();
    expect(screen.queryByText(/৳/)).toBeNull();
  });

  it('when the student liked a meal, then its Like button shows pressed and the others not', async () => {
    const liked = { ...upcoming('dd0000000000000000000001', 'Kacchi Biryani', 250, 3), likedByMe: true };
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [liked, upcoming('dd0000000000000000000002', 'Beef Kala Bhuna', 300, 1)] } });
    renderInRemote(<UpcomingPage />, { session: stubSession('premium') });

    expect(await screen.findByRole('button', { name: 'Like Kacchi Biryani (3 likes)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Like Beef Kala Bhuna (1 like)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a premium student likes a meal, then the like is sent and the list read again shows it liked, with its new count first', async () => {
    let liked = false;
    const list = () => [upcoming('dd0000000000000000000002', 'Beef Kala Bhuna', 300, 1), { ...upcoming('dd0000000000000000000001', 'Kacchi Biryani', 250, liked ? 2 : 0), likedByMe: liked }];
    const { calls } = fakeApi({
      [routeOf(API.listUpcoming)]: () => ({ body: list() }),
      [routeOf(API.likeUpcoming, { params: { id: 'dd0000000000000000000001' } })]: () => {
        liked = true;
        return { body: { success: true, likes: 2, promoted: false } };
      },
    });
    renderInRemote(<UpcomingPage />, { session: stubSession('premium') });

    await userEvent.click(await screen.findByRole('button', { name: 'Like Kacchi Biryani (0 likes)' }));

    expect(await screen.findByRole('button', { name: 'Like Kacchi Biryani (2 likes)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', path: '/upcoming-meals/dd0000000000000000000001/like' }));
    expect(screen.getAllByTestId('upcoming-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kacchi Biryani', 'Beef Kala Bhuna']);
  });

  it('when an upcoming meal carries diet tags and allergens, then its card shows them as labelled marks, and a meal without any shows none', async () => {
    const labelled = { ...upcoming('dd0000000000000000000001', 'Kacchi Biryani', 250, 2), dietTags: ['halal' as const], allergens: ['dairy' as const, 'nuts' as const] };
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [labelled, upcoming('dd0000000000000000000002', 'Plain Rice', 40, 1)] } });
    renderInRemote(<UpcomingPage />, { session: stubSession('premium') });

    const [kacchi, rice] = await screen.findAllByTestId('upcoming-card');

    const marks = within(within(kacchi!).getByRole('list', { name: 'Diet and allergens' })).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(['Halal', 'Contains dairy', 'Contains nuts']);
    expect(within(rice!).queryByRole('list', { name: 'Diet and allergens' })).toBeNull();
  });
});

describe('UpcomingPage in Bengali', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page is in Bengali, then heading, note, each card\'s time, category, price in taka, distributor, date and like button read in Bengali; only titles and descriptions stay Latin', async () => {
    // The fixture's distributor is the stored default 'Admin', said in Bengali like no distributor at all.
    const meal = { ...upcoming('dd0000000000000000000001', 'Kacchi Biryani', 1250, 2), dietTags: ['halal' as const] };
    fakeApi({ [routeOf(API.listUpcoming)]: { body: [meal] } });
    await act(() => changeLanguage('bn'));
    const { container } = renderInRemote(<UpcomingPage />, { session: stubSession('premium') });

    const [card] = await screen.findAllByTestId('upcoming-card');
    expect(screen.getByRole('heading', { level: 1, name: 'আসন্ন খাবার' })).toBeInTheDocument();
    expect(within(card!).getByText('সময়: নেই')).toBeInTheDocument();
    expect(within(card!).getByText('ধরন: রাতের খাবার')).toBeInTheDocument();
    expect(within(card!).getByText('দাম: ১,২৫০ টাকা')).toBeInTheDocument();
    expect(within(card!).getByText('পরিবেশক: অ্যাডমিন')).toBeInTheDocument();
    expect(within(card!).getByRole('button', { name: 'Kacchi Biryani লাইক করুন (২টি লাইক)' })).toHaveTextContent('♥ লাইক (২)');
    expect(latinWords(container, ['Kacchi Biryani', 'Slow-cooked'])).toEqual([]);
  });
});
