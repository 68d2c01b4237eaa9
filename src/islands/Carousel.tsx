/** Swiper in the W3C carousel pattern around server-HTML slides; pauses by button, hover, focus or reduced motion. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';
import './carousel.css';
import { CAROUSELS, type CarouselKind, type CarouselTiming } from './carousel-timing';
import { placeLateArt, type LateArt } from './late-art';

export { CAROUSELS };

/**
 * The localized words the island renders itself: the region's and the rotation button's. The rest (arrows, bullets,
 * slides) are server HTML (CarouselControls.astro, CarouselSlides.astro), so their words are not repeated here.
 */
export type CarouselLabels = Record<'region' | 'roleCarousel' | 'pause' | 'play', string>;

/** Copies of the items Swiper's loop needs: twice the slides in view (3 at 3 per view would sit still). */
export function loopCopies(items: number, { maxPerView }: CarouselTiming): number {
  if (items <= 1) return 1;
  return Math.max(1, Math.ceil((2 * maxPerView) / items));
}

/** Swiper's options; slides per view and the gutter come from carousel.css. */
export function swiperOptions({ delay, speed }: CarouselTiming, gutter: number, reducedMotion: boolean): SwiperOptions {
  return {
    loop: true,
    // Under prefers-reduced-motion a slide change is a cut, not a slide.
    speed: reducedMotion ? 0 : speed,
    slidesPerView: 'auto',
    spaceBetween: gutter,
    // The island starts rotation itself; Swiper reads `enabled` though its type omits it.
    autoplay: { enabled: false, delay, disableOnInteraction: false, waitForTransition: true } as AutoplayOptions,
  };
}

type CarouselProps = CarouselLabels & {
  kind: CarouselKind;
  /** Where the pictures of the slides after the first are, when the server HTML leaves them out (late-art.ts). */
  lateArt?: string;
  /**
   * Named slots, server HTML: the previous and next buttons with one button per slide (absent with a single slide),
   * and the viewport with its slides. Optional because `astro check` does not count a slot as a prop.
   */
  controls?: ReactNode;
  viewport?: ReactNode;
};

/**
 * Moves the carousel as the control a click reached asks, if it was one of the server HTML's arrows or bullets
 * (the nth bullet shows the nth slide).
 */
export function moveByControl(
  control: Element | null,
  swiper: Pick<Swiper, 'slideNext' | 'slidePrev' | 'slideToLoop'>,
) {
  const button = control?.closest('button');
  if (!button) return;
  if (button.matches('.carousel__arrow--next')) swiper.slideNext();
  else if (button.matches('.carousel__arrow--prev')) swiper.slidePrev();
  else if (button.matches('.carousel__bullet'))
    swiper.slideToLoop([...button.parentElement!.querySelectorAll('.carousel__bullet')].indexOf(button));
}

export default function Carousel({ kind, lateArt, controls, viewport, ...labels }: CarouselProps) {
  const timing = CAROUSELS[kind];
  const root = useRef<HTMLElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  // Rotation the visitor asked for with the button; under reduced motion it starts off.
  const [playing, setPlaying] = useState(true);
  const playingRef = useRef(true);
  const hovered = useRef(false);
  const focused = useRef(false);

  /** Runs autoplay exactly when the visitor wants it and nothing holds it (hover, focus). */
  const syncRotation = () => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed) return;
    const run = playingRef.current && !hovered.current && !focused.current;
    if (run && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!run && swiper.autoplay.running) swiper.autoplay.stop();
  };

  /** Hover on the slides or focus inside holds rotation; focus on the pause button does not, so "play" works. */
  const hold = (reason: { current: boolean }, value: boolean) => {
    reason.current = value;
    syncRotation();
  };

  const setRotation = (value: boolean) => {
    playingRef.current = value;
    setPlaying(value);
    syncRotation();
  };

  useEffect(() => {
    const region = root.current;
    const el = region?.querySelector<HTMLElement>('.carousel__viewport');
    if (!region || !el) return;
    const originals = el.querySelectorAll('.carousel__slide:not([data-copy])');
    const count = originals.length;
    if (count < 2) return;
    const bullets = [...region.querySelectorAll('.carousel__bullet')];
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (motion.matches) setRotation(false);

    /** Only the slides in view can be reached by keyboard and screen readers. */
    const hideOutOfView = (swiper: Swiper) => {
      const view = el.getBoundingClientRect();
      swiper.slides.forEach((slide) => {
        const box = slide.getBoundingClientRect();
        const inView = box.left >= view.left - 1 && box.right <= view.right + 1;
        slide.inert = !inView;
        if (inView) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      });
    };

    /** The bullet of the slide now first in view is the current one. */
    const markBullet = (swiper: Swiper) =>
      bullets.forEach((bullet, index) => {
        if (index === swiper.realIndex % count) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });

    // Slides the server HTML held back (the hero's) take their place beside the first before Swiper measures.
    region.dataset.ready = '';
    // Their pictures come now, each into its slide (Swiper's loop may move the slides, not these references).
    if (lateArt) {
      const slides = [...el.querySelectorAll(':scope > .swiper-wrapper > .carousel__slide')];
      void fetch(lateArt)
        .then((response) => (response.ok ? (response.json() as Promise<LateArt[]>) : []))
        .then((art) => placeLateArt(slides, art))
        .catch(() => {});
    }
    const gutter = parseFloat(getComputedStyle(region).getPropertyValue('--gap')) || 0;
    const swiper = new Swiper(el, {
      ...swiperOptions(timing, gutter, motion.matches),
      modules: [Autoplay],
      on: {
        afterInit: hideOutOfView,
        slideChange: markBullet,
        transitionEnd: hideOutOfView,
        resize: hideOutOfView,
      },
    });
    swiperRef.current = swiper;
    syncRotation();

    const listeners = new AbortController();
    const { signal } = listeners;
    el.addEventListener('pointerenter', () => hold(hovered, true), { signal });
    el.addEventListener('pointerleave', () => hold(hovered, false), { signal });
    motion.addEventListener(
      'change',
      () => {
        swiper.params.speed = motion.matches ? 0 : timing.speed;
        if (motion.matches) setRotation(false);
      },
      { signal },
    );
    return () => {
      listeners.abort();
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
    // Swiper owns the slide DOM once started; the effect runs once per mount.
  }, []);

  // While it rotates, slide changes are not announced (off, as without the attribute); paused, they are (the W3C
  // pattern's live region).
  useEffect(() => {
    root.current?.querySelector('.swiper-wrapper')?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [playing]);

  return (
    // A labelled <section> is the region landmark of the W3C carousel pattern.
    <section
      ref={root}
      className={`carousel carousel--${kind}`}
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.region}
      onFocus={(event) => hold(focused, event.target !== pauseButton.current)}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || hold(focused, false)}
    >
      {controls && (
        // The clicks of the buttons inside (a key press on a button is one too), through React's own listener rather
        // than one added once started: a tap held until the island hydrates is replayed to it.
        // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
        <div
          className="carousel__controls"
          onClick={(event) => swiperRef.current && moveByControl(event.target as Element, swiperRef.current)}
        >
          <button
            ref={pauseButton}
            type="button"
            className="icon-button carousel__button carousel__pause"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setRotation(!playing)}
          >
            {playing ? PAUSE : PLAY}
          </button>
          {controls}
        </div>
      )}
      {viewport}
    </section>
  );
}

/** A decorative 24-unit icon, filled: its button's label names it. */
const glyph = (d: string) => (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);
const PAUSE = glyph('M7 5h3.5v14H7zM13.5 5H17v14h-3.5z');
const PLAY = glyph('M8 5.5v13l10.5-6.5z');
