import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@hostel/contracts';
import { HeroSlide, SLIDES } from './hero-slide';
import { useShellT } from '../i18n';

export interface HeroSwiperProps {
  /** What is left of the first slide's time on screen (it was shown before Swiper took over). */
  firstDelayMs: number;
}

/**
 * Every slide after the first is shown the whole delay: Swiper reads the delay again for each slide. Set back when the
 * first slide moves on (by autoplay, or by the visitor's hand), not on any slide change: a looped Swiper reports one
 * while it starts.
 */
function fullDelayFromNowOn(swiper: SwiperInstance) {
  if (swiper.params.autoplay && typeof swiper.params.autoplay === 'object') swiper.params.autoplay.delay = CAROUSEL_AUTOPLAY_MS;
}

/** The carousel itself (Swiper, its modules and styles): loaded when it is about to move, see HeroCarousel. */
export default function HeroSwiper({ firstDelayMs }: HeroSwiperProps) {
  const { t } = useShellT();
  return (
    <Swiper
      modules={[Autoplay, Navigation, Pagination]}
      loop
      speed={CAROUSEL_TRANSITION_MS}
      autoplay={{ delay: firstDelayMs, disableOnInteraction: false }}
      onAutoplay={fullDelayFromNowOn}
      onSliderFirstMove={fullDelayFromNowOn}
      onNavigationNext={fullDelayFromNowOn}
      onNavigationPrev={fullDelayFromNowOn}
      navigation
      pagination={{ clickable: true }}
      role="region"
      aria-label={t('home.highlights')}
    >
      {SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.heading}>
          <HeroSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
