import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@hostel/contracts';
import { media } from '@hostel/tokens';
import biryani from './images/biryani.webp';
import chickenCurry from './images/chickencurry.webp';
import fishCurry from './images/fishcurry.webp';

export const SLIDES = [
  { heading: 'Delicious Meals Every Day', text: 'Breakfast, lunch and dinner cooked fresh in the hostel kitchen.', image: biryani },
  { heading: 'Smart Hostel Meal Management', text: 'Browse, like, review and request meals from one place.', image: fishCurry },
  { heading: 'Eat Well, Live Well', text: 'Balanced menus rated by the students who eat them.', image: chickenCurry },
];

const Slide = styled.div<{ $image: string }>`
  min-height: 420px;
  display: grid;
  align-content: center;
  padding: 48px 24px;
  color: #fff;
  background:
    linear-gradient(90deg, rgba(28, 25, 23, 0.85), rgba(28, 25, 23, 0.35)),
    url(${({ $image }) => $image}) center / cover no-repeat;
  ${media.md} {
    min-height: 520px;
    padding: 64px 10vw;
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

export function HeroCarousel() {
  return (
    <Swiper modules={[Autoplay, Navigation, Pagination]} loop speed={CAROUSEL_TRANSITION_MS} autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false }} navigation pagination={{ clickable: true }} aria-label="Highlights">
      {SLIDES.map((slide) => (
        <SwiperSlide key={slide.heading}>
          <Slide $image={slide.image}>
            <h2>{slide.heading}</h2>
            <p>{slide.text}</p>
            <Cta to="/meals">Explore Meals</Cta>
          </Slide>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
