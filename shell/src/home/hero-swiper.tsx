import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@hostel/contracts';
import { HeroSlide, SLIDES } from './hero-slide';

/** The carousel itself (Swiper, its modules and styles): loaded once the page has settled, see HeroCarousel. */
export default function HeroSwiper() {
  return (
    <Swiper modules={[Autoplay, Navigation, Pagination]} loop speed={CAROUSEL_TRANSITION_MS} autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }} navigation pagination={{ clickable: true }} role="region" aria-label="Highlights">
      {SLIDES.map((slide, index) => (
        <SwiperSlide key={slide.heading}>
          <HeroSlide slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
