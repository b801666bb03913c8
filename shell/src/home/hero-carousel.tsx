import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@hostel/contracts';
import { whenPageSettled } from '@hostel/ui';
import { HeroSlide, SLIDES } from './hero-slide';
import type { HeroSwiperProps } from './hero-swiper';
import { useShellT } from '../i18n';

/**
 * How long before the first slide's time is up Swiper takes over: its download is done by then (prefetched), this
 * leaves a cheap phone the time to start it, so the second slide still comes when the first has been shown its
 * `CAROUSEL_AUTOPLAY_MS`.
 */
export const TAKEOVER_LEAD_MS = 1500;
/**
 * What the visitor does that reaches for the carousel: it takes over at once then (a mouse over it, a finger on it).
 * Not focus: Swiper draws the slides anew, and a keyboard visitor's focus on the first slide's link would be lost.
 */
const REACHING = ['pointerenter', 'touchstart'] as const;

/** Since when the first slide has been on screen: the page's first paint (it is in the served HTML), else now. */
function firstSlideShownAt(): number {
  return performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? performance.now();
}

/**
 * Home's carousel. The first slide is plain markup (in the served HTML too, with its picture preloaded) and nothing
 * moves for its first `CAROUSEL_AUTOPLAY_MS`, so Swiper and the other slides are not started with the page: they take
 * over the same box shortly before the first slide's time is up, or at once when the visitor reaches for the
 * carousel (a pointer over it, a touch), never while focus is on its link. Starting Swiper is one of the page's costliest pieces of work on a slow phone;
 * done then, it never competes with the page's start or with the visitor's first taps and scrolls.
 */
export function HeroCarousel() {
  const { t } = useShellT();
  const region = useRef<HTMLDivElement>(null);
  const [carousel, setCarousel] = useState<{ Swiper: ComponentType<HeroSwiperProps>; firstDelayMs: number } | null>(null);
  useEffect(() => {
    let active = true;
    const shownAt = firstSlideShownAt();
    const reached = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = false;
    let waitingForFocus = false;
    const takeOver = () => {
      if (started) return;
      // Focus inside (the slide's link): the takeover waits until it leaves the carousel, so it is never lost.
      if (region.current?.contains(document.activeElement)) {
        if (!waitingForFocus) {
          waitingForFocus = true;
          const focusLeaves = (event: FocusEvent) => !region.current?.contains(event.relatedTarget as Node | null) && takeOver();
          region.current.addEventListener('focusout', focusLeaves, { signal: reached.signal });
        }
        return;
      }
      started = true;
      reached.abort();
      clearTimeout(timer);
      // Named: a browser test holds this chunk to read the first screen before the carousel takes it over.
      import(/* webpackChunkName: "hero-carousel", webpackPrefetch: true */ './hero-swiper').then(
        // A transition: React renders the carousel in slices, so its arrival blocks no tap.
        (module) => {
          // The first slide keeps the rest of its time (the others have the whole delay); a late takeover (a page that
          // settled late) waits a transition's time before it moves, rather than jumping as it appears.
          const firstDelayMs = Math.max(CAROUSEL_TRANSITION_MS, CAROUSEL_AUTOPLAY_MS - (performance.now() - shownAt));
          if (active) startTransition(() => setCarousel({ Swiper: module.default, firstDelayMs }));
        },
        // Without Swiper (a failed download) the first slide stays: the page still reads and links the same.
        (err: unknown) => console.warn('The carousel could not be loaded', err),
      );
    };
    for (const type of REACHING) region.current?.addEventListener(type, takeOver, { signal: reached.signal, passive: true });
    void whenPageSettled().then(() => {
      if (!active || started) return;
      timer = setTimeout(takeOver, Math.max(0, CAROUSEL_AUTOPLAY_MS - TAKEOVER_LEAD_MS - (performance.now() - shownAt)));
    });
    return () => {
      active = false;
      reached.abort();
      clearTimeout(timer);
    };
  }, []);
  if (carousel) return <carousel.Swiper firstDelayMs={carousel.firstDelayMs} />;
  return (
    <div ref={region} role="region" aria-label={t('home.highlights')}>
      <HeroSlide slide={SLIDES[0]!} first />
    </div>
  );
}
