import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { CAROUSELS, loopCopies, moveByControl, swiperOptions } from './Carousel';

describe('carousel timing', () => {
  it('holds each slide long enough to read, and moves well within that time', () => {
    for (const [kind, { delay, speed }] of Object.entries(CAROUSELS)) {
      // WCAG 2.2.2 lets content that moves for a reader pause it (the carousels do); a second or two is a glance.
      expect(delay, kind).toBeGreaterThanOrEqual(2000);
      expect(speed, kind).toBeGreaterThan(0);
      expect(speed, kind).toBeLessThan(delay / 4);
    }
  });

  it('counts on as many slides in view as the carousels’ CSS shows at most', () => {
    const css = ['./carousel.css', '../components/testimonial-carousel.css']
      .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\//g, '');
    // Every --per-view set by a rule whose selectors include this kind's, or all carousels', at any width.
    const perView = (kind: string) =>
      [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
        .filter(([, selectors]) =>
          selectors
            .split(',')
            .some((selector) =>
              ['.carousel', `.carousel--${kind}`, `.carousel.carousel--${kind}`].includes(selector.trim()),
            ),
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

describe('the server HTML controls', () => {
  // As CarouselControls.astro renders them, after the island's rotation button.
  const { document } = new JSDOM(
    `<div><button class="carousel__pause"><svg><path/></svg></button>` +
      `<button class="carousel__arrow carousel__arrow--prev"><svg><path/></svg></button>` +
      `<button class="carousel__arrow carousel__arrow--next"><svg><path/></svg></button>` +
      `<div class="carousel__bullets">${'<button class="carousel__bullet"></button>'.repeat(5)}</div><p>text</p></div>`,
  ).window;
  const press = (selector: string) => {
    const swiper = { slideNext: vi.fn(), slidePrev: vi.fn(), slideToLoop: vi.fn() };
    moveByControl(document.querySelector(selector), swiper);
    return swiper;
  };

  it('move to the next or previous slide, from the button or the chevron inside it', () => {
    expect(press('.carousel__arrow--next').slideNext).toHaveBeenCalledOnce();
    expect(press('.carousel__arrow--next path').slideNext).toHaveBeenCalledOnce();
    expect(press('.carousel__arrow--prev svg').slidePrev).toHaveBeenCalledOnce();
  });

  it('show the nth slide from the nth bullet', () => {
    expect(press('.carousel__bullet:nth-child(4)').slideToLoop).toHaveBeenCalledWith(3);
    expect(press('.carousel__bullet').slideToLoop).toHaveBeenCalledWith(0);
  });

  it('leave the slides alone for the rotation button and anything else', () => {
    for (const selector of ['.carousel__pause path', 'p']) {
      const swiper = press(selector);
      expect([swiper.slideNext, swiper.slidePrev, swiper.slideToLoop].flatMap((fn) => fn.mock.calls)).toEqual([]);
    }
  });
});
