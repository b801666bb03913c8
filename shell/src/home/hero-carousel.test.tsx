import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { whenPageSettled } from '@hostel/ui';
import { HeroCarousel } from './hero-carousel';

jest.mock('@hostel/ui', () => ({ ...jest.requireActual('@hostel/ui'), whenPageSettled: jest.fn() }));
// Swiper ships as ES modules jest does not transform; the swap is what is tested here, not Swiper.
jest.mock('./hero-swiper', () => ({ __esModule: true, default: () => <section role="region" aria-label="Highlights" data-testid="swiper" /> }));
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

  it('when the page has settled, then Swiper takes over the Highlights region', async () => {
    let settle!: () => void;
    settled.mockReturnValue(new Promise<void>((resolve) => (settle = resolve)));
    render(hero);

    await act(async () => settle());

    expect(await screen.findByTestId('swiper')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Highlights' })).toHaveLength(1);
  });
});
