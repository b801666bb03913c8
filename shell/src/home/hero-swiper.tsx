import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@hostel/contracts';
import { HeroSlide, SLIDES } from './hero-slide';
import { useShellT } from '../i18n';

/** The carousel itself (Swiper, its modules and styles): loaded once the page has settled, see HeroCarousel. */
export default function HeroSwiper() {
  const { t } = useShellT();
  return (
    <Swiper modules={[Autoplay, Navigation, Pagination]} loop speed={CAROUSEL_TRANSITION_MS} autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }} navigation pagination={{ clickable: true }} role="region" aria-label={t('home.highlights')}>
      {SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.heading}>
          <HeroSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
