import { act, fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage, PLACEHOLDER_IMAGE, stubSession } from '@hostel/ui';
import { latinWords, mealFixture, renderInRemote } from '@hostel/ui/testing';
import { MealCard } from './meal-card';

const renderCard = (...args: Parameters<typeof MealCard>) => renderInRemote(<MealCard {...args[0]} />, { session: stubSession('visitor') });

describe('MealCard', () => {
  it('when a meal is shown, then its title, category, price in taka and a View Details link to its page show', () => {
    renderCard({ meal: mealFixture({ _id: '64b0000000000000000000aa', title: 'Beef Tehari', category: 'Lunch', price: 1250.5 }) });
    const card = screen.getByTestId('meal-card');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Beef Tehari');
    expect(within(card).getByText('Lunch')).toBeInTheDocument();
    expect(within(card).getByText('1,250.5 TK')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/meal/64b0000000000000000000aa');
  });

  it('when the meal has diet tags and allergens, then each shows as a mark with an accessible name', () => {
    renderCard({ meal: mealFixture({ dietTags: ['vegan', 'gluten-free'], allergens: ['soy'] }) });
    const labels = screen.getByRole('list', { name: 'Diet and allergens' });
    expect(within(labels).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['Vegan', 'Gluten-free', 'Contains soy']);
  });

  it('when the meal has no labels, then no label list shows', () => {
    renderCard({ meal: mealFixture({ dietTags: [], allergens: [] }) });
    expect(screen.queryByRole('list', { name: 'Diet and allergens' })).toBeNull();
  });

  it('when the meal has ratings, then the average shows with one decimal next to the number of ratings', () => {
    renderCard({ meal: mealFixture({ rating: 4.25, ratingCount: 2 }) });
    expect(screen.getByLabelText('Rated 4.3 from 2 ratings')).toHaveTextContent('★ 4.3 (2)');
  });

  it('when the meal has no ratings, then it shows 0.0 and a count of 0', () => {
    renderCard({ meal: mealFixture({ rating: 0, ratingCount: 0 }) });
    expect(screen.getByLabelText('Rated 0.0 from 0 ratings')).toHaveTextContent('★ 0.0 (0)');
  });

  it('when the meal has no picture, or its picture fails, then the default picture shows', () => {
    const { unmount } = renderCard({ meal: mealFixture({ title: 'Khichuri', image: '' }) });
    expect(screen.getByRole('img', { name: 'Khichuri' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    unmount();

    renderCard({ meal: mealFixture({ title: 'Khichuri', image: 'https://img.example/broken.webp' }) });
    const picture = screen.getByRole('img', { name: 'Khichuri' });
    expect(picture).toHaveAttribute('src', 'https://img.example/broken.webp');
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('when the grid sits under a page heading, then the title is one level below it', () => {
    renderCard({ meal: mealFixture(), titleLevel: 2 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Beef Tehari');
  });
});

describe('MealCard in Bengali', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('when the page is in Bengali, then category, rating, count, price, marks and the link read in Bengali with Bengali digits', async () => {
    await act(() => changeLanguage('bn'));
    const { container } = renderCard({ meal: mealFixture({ title: 'Beef Tehari', category: 'Breakfast', price: 1250.5, rating: 4.25, ratingCount: 12, dietTags: ['vegan'], allergens: ['nuts'] }) });
    expect(screen.getByText('নাস্তা')).toBeInTheDocument();
    expect(screen.getByText('১,২৫০.৫৳')).toBeInTheDocument();
    expect(screen.getByLabelText('রেটিং ৪.৩, ১২টি রেটিং থেকে')).toHaveTextContent('★ ৪.৩ (১২)');
    expect(screen.getByRole('link', { name: 'বিস্তারিত দেখুন' })).toBeInTheDocument();
    const labels = screen.getByRole('list', { name: 'খাদ্যাভ্যাস ও অ্যালার্জেন' });
    expect(within(labels).getAllByRole('img').map((mark) => [mark.textContent, mark.getAttribute('aria-label')])).toEqual([
      ['ভি', 'ভিগান'],
      ['বা', 'বাদাম আছে'],
    ]);
    expect(latinWords(container, ['Beef Tehari'])).toEqual([]);
  });
});
