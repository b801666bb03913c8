import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { whenPageSettled } from '@hostel/ui';
import { HeroSlide, SLIDES } from './hero-slide';
import { useShellT } from '../i18n';

/**
 * Home's carousel. The first slide is plain markup (in the served HTML too, with its picture preloaded); Swiper
 * and the other slides load once the page has settled and take over the same box, so the first screen waits for
 * none of it and nothing moves when it arrives.
 */
export function HeroCarousel() {
  const { t } = useShellT();
  const [Carousel, setCarousel] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    void whenPageSettled()
      // Named: a browser test holds this chunk to read the first screen before the carousel takes it over.
      .then(() => import(/* webpackChunkName: "hero-carousel" */ './hero-swiper'))
      .then(
        // A transition: React renders the carousel in slices, so its arrival blocks no tap.
        (module) => active && startTransition(() => setCarousel(() => module.default)),
        // Without Swiper (a failed download) the first slide stays: the page still reads and links the same.
        (err: unknown) => console.warn('The carousel could not be loaded', err),
      );
    return () => {
      active = false;
    };
  }, []);
  if (Carousel) return <Carousel />;
  return (
    <div role="region" aria-label={t('home.highlights')}>
      <HeroSlide slide={SLIDES[0]!} first />
    </div>
  );
}
