import { describe, expect, it } from 'vitest';
import { CAROUSELS, loopCopies, maxSlidesPerView, swiperOptions } from './carousel-config';

describe('carousel config (spec §9)', () => {
  it('has the spec timings and gutters', () => {
    expect(CAROUSELS.hero).toMatchObject({ delay: 3000, slidesPerView: 1 });
    expect(CAROUSELS.single).toMatchObject({ delay: 3000, speed: 400, spaceBetween: 16, slidesPerView: 1 });
    expect(CAROUSELS.multi).toMatchObject({ delay: 3000, speed: 400, spaceBetween: 12 });
    expect(CAROUSELS.multi.breakpoints).toEqual({
      320: { slidesPerView: 1 },
      767: { slidesPerView: 2 },
      992: { slidesPerView: 3 },
    });
  });

  it('knows the most slides each carousel shows', () => {
    expect(maxSlidesPerView(CAROUSELS.hero)).toBe(1);
    expect(maxSlidesPerView(CAROUSELS.multi)).toBe(3);
  });

  it('repeats items until the loop has twice the slides in view', () => {
    expect(loopCopies(5, CAROUSELS.hero)).toBe(1);
    expect(loopCopies(3, CAROUSELS.single)).toBe(1);
    expect(loopCopies(3, CAROUSELS.multi)).toBe(2);
    expect(loopCopies(4, CAROUSELS.multi)).toBe(2);
    expect(loopCopies(6, CAROUSELS.multi)).toBe(1);
    expect(loopCopies(1, CAROUSELS.multi)).toBe(1);
  });

  it('turns the slide animation off under reduced motion', () => {
    expect(swiperOptions(CAROUSELS.single, false).speed).toBe(400);
    expect(swiperOptions(CAROUSELS.single, true).speed).toBe(0);
    expect(swiperOptions(CAROUSELS.hero, false)).toMatchObject({ loop: true, autoplay: { delay: 3000 } });
  });
});
