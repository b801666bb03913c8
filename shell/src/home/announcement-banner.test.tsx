import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { API, currentWeek, todayInDhaka, weekDates, type MenuWeek } from '@hostel/contracts';
import { theme } from '@hostel/tokens';
import { mealFixture, fakeApi, routeOf } from '@hostel/ui/testing';
import { AnnouncementBanner } from './home-sections';

const WEEK = currentWeek();
const TODAY = todayInDhaka();

const menu = (dinnerOn: (date: string) => string[]): MenuWeek => ({
  week: WEEK,
  updatedAt: null,
  days: weekDates(WEEK).map((date) => ({ date, slots: { Breakfast: [], Lunch: [mealFixture({ title: 'Lunch Khichuri' })], Dinner: dinnerOn(date).map((title) => mealFixture({ title })) } })),
});

function renderBanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <AnnouncementBanner />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('AnnouncementBanner', () => {
  it('when the weekly menu sets tonight’s dinner, then the banner names its meals', async () => {
    fakeApi({ [routeOf(API.getMenu)]: { body: menu((date) => (date === TODAY ? ['Beef Tehari', 'Mutton Curry'] : ['Another Night'])) } });
    renderBanner();
    expect(await screen.findByText("Tonight's dinner: Beef Tehari · Mutton Curry — Serving starts at 8:30 PM daily in the main dining hall.")).toBeInTheDocument();
  });

  it('when tonight’s dinner is not set, then the banner keeps the sample menu', async () => {
    const { calls } = fakeApi({ [routeOf(API.getMenu)]: { body: menu((date) => (date === TODAY ? [] : ['Another Night'])) } });
    renderBanner();
    await screen.findByRole('region', { name: 'Announcement' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.map((call) => call.path)).toEqual(['/menu']);
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      "Tonight's menu: Chicken Biryani · Beef Tehari · Dal & Rice · Fresh Salad — Serving starts at 8:30 PM daily in the main dining hall.",
    );
  });
});
