/**
 * The carousel island behind the home hero and the testimonial sliders: Swiper (core + Autoplay)
 * wrapped in the W3C carousel pattern. Rotation can be paused with a button that comes first in tab
 * order, holds while the pointer is over the slides or focus is inside, and never starts by itself
 * under prefers-reduced-motion (WCAG 2.2.2). Slides out of view are inert and hidden from assistive
 * technology.
 *
 * The slides' content is server HTML, passed by Astro as named slots (slide0, slide1, …): the island
 * only wraps it. carousel.css lays the slides out as Swiper will (slides per view, gutter and their
 * breakpoints live there and nowhere else), so hydrating shifts nothing.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';
import 'swiper/css';
import './carousel.css';

export type CarouselKind = 'hero' | 'single' | 'multi';

interface CarouselTiming {
  /** Milliseconds each slide stays before the next. */
  delay: number;
  /** Milliseconds a slide takes to move in. */
  speed: number;
  /** The most slides in view at once (carousel.css), which the loop needs twice over. */
  maxPerView: number;
}

export const CAROUSELS: Record<CarouselKind, CarouselTiming> = {
  hero: { delay: 3000, speed: 300, maxPerView: 1 },
  single: { delay: 3000, speed: 400, maxPerView: 1 },
  multi: { delay: 3000, speed: 400, maxPerView: 3 },
};

/** Localized labels for the W3C carousel pattern, resolved on the server. */
export interface CarouselLabels {
  /** Name of the carousel region ("Highlights"). */
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** Name of the group of slide buttons ("Choose a slide"). */
  pagination: string;
  /** One per item: "Go to slide 3". */
  bullets: string[];
  /** One per item: "3 of 5". */
  slides: string[];
  /** aria-roledescription of the region and of each slide: "carousel" and "slide", in the page language. */
  roleCarousel: string;
  roleSlide: string;
}

/**
 * How many times the items are repeated so Swiper's loop can rotate them: it needs about twice the
 * slides it shows (3 testimonials at 3 per view would otherwise sit still).
 */
export function loopCopies(items: number, { maxPerView }: CarouselTiming): number {
  if (items <= 1) return 1;
  return Math.max(1, Math.ceil((2 * maxPerView) / items));
}

/** Swiper's options; slides per view and the gutter come from the layout carousel.css gives the slides. */
export function swiperOptions({ delay, speed }: CarouselTiming, gutter: number, reducedMotion: boolean): SwiperOptions {
  return {
    loop: true,
    // Under prefers-reduced-motion a slide change is a cut, not a slide.
    speed: reducedMotion ? 0 : speed,
    slidesPerView: 'auto',
    spaceBetween: gutter,
    // The island starts and stops rotation itself (pause button, hover, focus, reduced motion).
    // `enabled: false` keeps Swiper from starting it on init; Swiper reads it though its type omits it.
    autoplay: { enabled: false, delay, disableOnInteraction: false, waitForTransition: true } as AutoplayOptions,
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type CarouselProps = {
  kind: CarouselKind;
  labels: CarouselLabels;
} & Record<`slide${number}`, ReactNode>;

export default function Carousel({ kind, labels, ...slots }: CarouselProps) {
  const timing = CAROUSELS[kind];
  const count = labels.slides.length;
  const copies = loopCopies(count, timing);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
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

  const setRotation = (value: boolean) => {
    playingRef.current = value;
    setPlaying(value);
    syncRotation();
  };

  useEffect(() => {
    const el = viewport.current;
    const region = root.current;
    if (!el || !region || count < 2) return;
    const motion = window.matchMedia(REDUCED_MOTION);
    if (motion.matches) {
      playingRef.current = false;
      setPlaying(false);
    }

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

    // Slides the server HTML held back (the hero's) take their place beside the first before Swiper measures.
    region.dataset.ready = '';
    const gutter = parseFloat(getComputedStyle(region).getPropertyValue('--gap')) || 0;
    const swiper = new Swiper(el, {
      ...swiperOptions(timing, gutter, motion.matches),
      modules: [Autoplay],
      on: {
        afterInit: hideOutOfView,
        slideChange: (s) => setActive(s.realIndex % count),
        transitionEnd: hideOutOfView,
        resize: hideOutOfView,
      },
    });
    swiperRef.current = swiper;
    syncRotation();

    const onMotionChange = () => {
      swiper.params.speed = motion.matches ? 0 : timing.speed;
      if (motion.matches) setRotation(false);
    };
    const onEnter = () => {
      hovered.current = true;
      syncRotation();
    };
    const onLeave = () => {
      hovered.current = false;
      syncRotation();
    };
    // Focus on the pause button itself does not hold rotation, or "play" could never resume it.
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target !== pauseButton.current;
      syncRotation();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && region.contains(next)) return;
      focused.current = false;
      syncRotation();
    };
    motion.addEventListener('change', onMotionChange);
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      motion.removeEventListener('change', onMotionChange);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
    // Swiper owns the slide DOM once started; the effect runs once per mount.
  }, []);

  const wrapperId = `${id}-slides`;
  const items = Array.from({ length: count * copies }, (_, index) => index);
  /**
   * Out of view before Swiper says so: the loop's repeats, and every slide but the first where one
   * shows at a time. They are neither reached by Tab nor read.
   */
  const hiddenAtFirst = (index: number) => index >= count || (timing.maxPerView === 1 && index > 0);

  return (
    // A labelled <section> is the region landmark of the W3C carousel pattern.
    <section
      ref={root}
      className={`carousel carousel--${kind}`}
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.region}
    >
      {count > 1 && (
        <div className="carousel__controls">
          <button
            ref={pauseButton}
            type="button"
            className="carousel__button carousel__pause"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setRotation(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="carousel__button carousel__arrow carousel__arrow--prev"
            aria-controls={wrapperId}
            aria-label={labels.previous}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <ChevronIcon />
          </button>
          <button
            type="button"
            className="carousel__button carousel__arrow carousel__arrow--next"
            aria-controls={wrapperId}
            aria-label={labels.next}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <ChevronIcon />
          </button>
          <div className="carousel__bullets" role="group" aria-label={labels.pagination}>
            {labels.bullets.map((label, index) => (
              <button
                key={label}
                type="button"
                className="carousel__bullet"
                aria-controls={wrapperId}
                aria-label={label}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => swiperRef.current?.slideToLoop(index)}
              />
            ))}
          </div>
        </div>
      )}
      <div ref={viewport} className="swiper carousel__viewport">
        <div className="swiper-wrapper" id={wrapperId} aria-live={playing ? 'off' : 'polite'}>
          {items.map((index) => (
            <div
              key={index}
              className="swiper-slide carousel__slide"
              role="group"
              aria-roledescription={labels.roleSlide}
              aria-label={labels.slides[index % count]}
              // Repeats exist only so the loop can rotate; without scripts they are not shown.
              data-copy={index >= count ? '' : undefined}
              aria-hidden={hiddenAtFirst(index) || undefined}
              inert={hiddenAtFirst(index) || undefined}
            >
              {slots[`slide${index % count}`]}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m9 5 7 7-7 7"
      />
    </svg>
  );
}
