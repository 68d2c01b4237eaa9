import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAROUSELS, loopCopies, swiperOptions } from './Carousel';

describe('carousel timing', () => {
  it('holds each slide long enough to read, and moves well within that time', () => {
    for (const [kind, { delay, speed }] of Object.entries(CAROUSELS)) {
      // WCAG 2.2.2 lets content that moves for a reader pause it (the carousels do); a second or two is a glance.
      expect(delay, kind).toBeGreaterThanOrEqual(2000);
      expect(speed, kind).toBeGreaterThan(0);
      expect(speed, kind).toBeLessThan(delay / 4);
    }
  });

  it('counts on as many slides in view as carousel.css shows at most', () => {
    const css = readFileSync(new URL('./carousel.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    // Every --per-view set by a rule whose selectors include this kind's, or all carousels', at any width.
    const perView = (kind: string) =>
      [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, selectors]) =>
          selectors.split(',').some((selector) => ['.carousel', `.carousel--${kind}`].includes(selector.trim())),
        )
        .flatMap(([, , body]) => [...body.matchAll(/--per-view:\s*(\d+)/g)].map(([, value]) => Number(value)));
    for (const [kind, { maxPerView }] of Object.entries(CAROUSELS))
      expect(Math.max(...perView(kind)), kind).toBe(maxPerView);
  });

  it('repeats items until the loop has twice the slides in view', () => {
    expect(loopCopies(5, CAROUSELS.hero)).toBe(1);
    expect(loopCopies(3, CAROUSELS.single)).toBe(1);
    expect(loopCopies(3, CAROUSELS.multi)).toBe(2);
    expect(loopCopies(4, CAROUSELS.multi)).toBe(2);
    expect(loopCopies(6, CAROUSELS.multi)).toBe(1);
    expect(loopCopies(1, CAROUSELS.multi)).toBe(1);
  });

  it('leaves the layout to CSS and turns the slide animation off under reduced motion', () => {
    expect(swiperOptions(CAROUSELS.single, 16, false)).toMatchObject({
      loop: true,
      speed: CAROUSELS.single.speed,
      slidesPerView: 'auto',
      spaceBetween: 16,
      autoplay: { delay: CAROUSELS.single.delay },
    });
    expect(swiperOptions(CAROUSELS.single, 16, true).speed).toBe(0);
  });
});
