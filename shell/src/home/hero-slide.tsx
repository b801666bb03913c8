import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@hostel/tokens';
import { useRouteBook } from '../app/route-book-context';
import { useShellT } from '../i18n';
import { HERO_IMAGES } from './images/hero/hero-images';

export interface HeroSlideContent {
  /** The heading's and the text's keys in the shell's catalogue. */
  heading: string;
  text: string;
  image: (typeof HERO_IMAGES)[keyof typeof HERO_IMAGES];
}

export const SLIDES: HeroSlideContent[] = [
  { heading: 'home.slides.daily.heading', text: 'home.slides.daily.text', image: HERO_IMAGES.biryani },
  { heading: 'home.slides.smart.heading', text: 'home.slides.smart.text', image: HERO_IMAGES.fishcurry },
  { heading: 'home.slides.wellness.heading', text: 'home.slides.wellness.text', image: HERO_IMAGES.chickencurry },
];

/** The slides are the page's width: the browser picks the smallest picture that fills it. */
const SIZES = '100vw';

const Slide = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  min-height: 420px;
  display: grid;
  align-content: center;
  padding: 48px 24px;
  color: #fff;
  background: #1c1917;
  ${media.md} {
    min-height: 520px;
    padding: 64px 10vw;
  }
  picture,
  picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -2;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(28, 25, 23, 0.85), rgba(28, 25, 23, 0.35));
  }
  h2 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.8rem, 5vw, 3.2rem);
    margin: 0 0 12px;
    max-width: 16em;
  }
  p {
    max-width: 32em;
    margin: 0 0 24px;
  }
`;

const Cta = styled(Link)`
  justify-self: start;
  padding: 12px 24px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

/**
 * One slide: its picture in AVIF or WebP at the size shown (a real image, so the first one can be the page's
 * largest paint straight from the served HTML), the heading, the text and the 'Explore Meals' link.
 */
export function HeroSlide({ slide, first = false }: { slide: HeroSlideContent; first?: boolean }) {
  const { t } = useShellT();
  const allMeals = useRouteBook().hrefOf('mf_meals', 'meals');
  return (
    <Slide>
      <picture>
        <source type="image/avif" srcSet={slide.image.avif} sizes={SIZES} />
        <source type="image/webp" srcSet={slide.image.webp} sizes={SIZES} />
        <img src={slide.image.src} alt="" width={slide.image.width} height={slide.image.height} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" />
      </picture>
      <h2>{t(slide.heading)}</h2>
      <p>{t(slide.text)}</p>
      {allMeals && <Cta to={allMeals}>{t('home.explore')}</Cta>}
    </Slide>
  );
}

/** The preload of the first slide's picture for the page's head (the browser fetches it before any script). */
export function firstSlidePreload(): { imageSrcSet: string; imageSizes: string; type: string } {
  return { imageSrcSet: SLIDES[0]!.image.avif, imageSizes: SIZES, type: 'image/avif' };
}
