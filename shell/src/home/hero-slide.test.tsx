/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { WithRoutes } from '../testing/remote-routes';
import { HeroCarousel } from './hero-carousel';
import { firstSlidePreload, SLIDES } from './hero-slide';

// Node, as the shell's first-screen renderer runs it: nothing here may touch window or document while rendering.
const serverMarkup = () =>
  renderToString(
    <ThemeProvider theme={theme}>
      <StaticRouter location="/">
        <WithRoutes>
          <HeroCarousel />
        </WithRoutes>
      </StaticRouter>
    </ThemeProvider>,
  );

describe("Home's hero on the server", () => {
  it('when it is rendered in Node, then it is the first slide as plain markup, its picture fetched first, without Swiper', () => {
    const html = serverMarkup();

    expect(html).toContain('aria-label="Highlights"');
    expect(html).toContain('<h2>Delicious Meals Every Day</h2>');
    expect(html).not.toContain('Smart Hostel Meal Management');
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+ 480w" sizes="100vw"\/>/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).toMatch(/<img [^>]*width="480" height="360"/);
    expect(html).toContain('href="/meals"');
    expect(html).not.toContain('swiper');
  });

  it("when the head's preload is asked for, then it names the first slide's AVIF candidates and sizes", () => {
    expect(firstSlidePreload()).toEqual({ imageSrcSet: SLIDES[0]!.image.avif, imageSizes: '100vw', type: 'image/avif' });
  });
});
