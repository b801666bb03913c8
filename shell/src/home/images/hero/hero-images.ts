// Made by shell/scripts/hero-images.mjs from the pictures in ../ (do not edit: run the script again).
import biryani320avif from './biryani-320.16c1acb0.avif';
import biryani480avif from './biryani-480.a804d57d.avif';
import biryani320webp from './biryani-320.08b602b6.webp';
import biryani480webp from './biryani-480.13876e57.webp';
import fishcurry320avif from './fishcurry-320.cbc31de4.avif';
import fishcurry480avif from './fishcurry-480.d21b1919.avif';
import fishcurry320webp from './fishcurry-320.67c40134.webp';
import fishcurry480webp from './fishcurry-480.e6f04b15.webp';
import chickencurry320avif from './chickencurry-320.89aecbb0.avif';
import chickencurry480avif from './chickencurry-480.ce7e69d6.avif';
import chickencurry320webp from './chickencurry-320.e5d92ff5.webp';
import chickencurry480webp from './chickencurry-480.e8785559.webp';

export const HERO_IMAGES = {
  biryani: { avif: [`${biryani320avif} 320w`, `${biryani480avif} 480w`].join(', '), webp: [`${biryani320webp} 320w`, `${biryani480webp} 480w`].join(', '), src: biryani480webp, width: 480, height: 360 },
  fishcurry: { avif: [`${fishcurry320avif} 320w`, `${fishcurry480avif} 480w`].join(', '), webp: [`${fishcurry320webp} 320w`, `${fishcurry480webp} 480w`].join(', '), src: fishcurry480webp, width: 480, height: 360 },
  chickencurry: { avif: [`${chickencurry320avif} 320w`, `${chickencurry480avif} 480w`].join(', '), webp: [`${chickencurry320webp} 320w`, `${chickencurry480webp} 480w`].join(', '), src: chickencurry480webp, width: 480, height: 360 },
};
