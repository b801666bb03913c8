import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { whenPageSettled } from '@hostel/ui';
import { CAROUSEL_AUTOPLAY_MS } from '@hostel/contracts';
import { WithRoutes } from '../testing/remote-routes';
import { HeroCarousel, TAKEOVER_LEAD_MS } from './hero-carousel';

jest.mock('@hostel/ui', () => ({ ...jest.requireActual('@hostel/ui'), whenPageSettled: jest.fn() }));
// Swiper ships as ES modules jest does not transform; the swap is what is tested here, not Swiper.
jest.mock('./hero-swiper', () => ({
  __esModule: true,
  default: ({ firstDelayMs }: { firstDelayMs: number }) => <section role="region" aria-label="Highlights" data-testid="swiper" data-first-delay={firstDelayMs} />,
}));
const settled = whenPageSettled as jest.Mock;

const hero = (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>
  </ThemeProvider>
);

describe('HeroCarousel', () => {
  it("when the page has not settled, then the browser's first render is the server's markup and Swiper is not loaded", () => {
    settled.mockReturnValue(new Promise(() => undefined));
    const server = document.createElement('div');
    server.innerHTML = renderToString(hero);

    const { container } = render(hero);

    // Compared as DOM: the two serialise attributes in different orders and cases.
    expect(container.isEqualNode(server)).toBe(true);
    expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
  });

  it("when the page has settled, then Swiper takes over the Highlights region shortly before the first slide's time is up, with the rest of that time", async () => {
    jest.useFakeTimers();
    try {
      settled.mockReturnValue(Promise.resolve());
      render(hero);
      await act(async () => undefined);

      await act(async () => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - TAKEOVER_LEAD_MS - 100));
      expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(200));

      const swiper = await screen.findByTestId('swiper');
      expect(screen.getAllByRole('region', { name: 'Highlights' })).toHaveLength(1);
      // The first slide has been on screen since the render: Swiper moves it on when its whole delay has passed.
      expect(Number(swiper.dataset.firstDelay)).toBeGreaterThan(TAKEOVER_LEAD_MS - 300);
      expect(Number(swiper.dataset.firstDelay)).toBeLessThanOrEqual(TAKEOVER_LEAD_MS);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the visitor reaches for the carousel before then, then Swiper takes over at once', async () => {
    settled.mockReturnValue(new Promise(() => undefined));
    render(hero);

    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Highlights' }));

    expect(await screen.findByTestId('swiper')).toBeInTheDocument();
  });

  it('when focus is on the first slide as its time comes, then Swiper waits until focus leaves the carousel', async () => {
    jest.useFakeTimers();
    try {
      settled.mockReturnValue(Promise.resolve());
      render(
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <WithRoutes>
              <HeroCarousel />
            </WithRoutes>
          </MemoryRouter>
          <button type="button">after</button>
        </ThemeProvider>,
      );
      await act(async () => undefined);
      const inside = screen.getByRole('link', { name: 'Explore Meals' });
      inside.focus();

      await act(async () => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
      expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(inside);

      act(() => screen.getByRole('button', { name: 'after' }).focus());
      expect(await screen.findByTestId('swiper')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
