/**
 * The shared carousel behind the hero and testimonial islands: Swiper (core + Autoplay only) wrapped
 * in the W3C carousel pattern. Rotation can be paused with a button that comes first in tab order,
 * stops while the pointer is over the slides or focus is inside, and never starts by itself under
 * prefers-reduced-motion (WCAG 2.2.2). Slides out of view are inert and hidden from assistive tech.
 *
 * The server renders the same markup and carousel.css lays it out as Swiper will, so hydrating
 * shifts nothing; Swiper only takes over the transform.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import './carousel.css';
import { CAROUSELS, loopCopies, swiperOptions, type CarouselKind } from './carousel-config';
import type { CarouselLabels } from './carousel-types';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface CarouselProps {
  kind: CarouselKind;
  labels: CarouselLabels;
  /** One element per item, in order. */
  slides: ReactNode[];
  className?: string;
}

export default function Carousel({ kind, labels, slides, className }: CarouselProps) {
  const config = CAROUSELS[kind];
  const count = slides.length;
  const copies = loopCopies(count, config);
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [active, setActive] = useState(0);
  // Rotation the user asked for with the button; under reduced motion it starts off.
  const [playing, setPlaying] = useState(true);
  const playingRef = useRef(true);
  const hovered = useRef(false);
  const focused = useRef(false);

  /** Runs autoplay exactly when the user wants it and nothing is holding it (hover, focus). */
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
      const perView = Number(swiper.params.slidesPerView) || 1;
      swiper.slides.forEach((slide, index) => {
        const inView = index >= swiper.activeIndex && index < swiper.activeIndex + perView;
        slide.inert = !inView;
        if (inView) slide.removeAttribute('aria-hidden');
        else slide.setAttribute('aria-hidden', 'true');
      });
    };

    const swiper = new Swiper(el, {
      ...swiperOptions(config, motion.matches),
      modules: [Autoplay],
      on: {
        afterInit: hideOutOfView,
        slideChange: (s) => setActive(s.realIndex % count),
        slideChangeTransitionEnd: hideOutOfView,
        breakpoint: (s) => requestAnimationFrame(() => hideOutOfView(s)),
        resize: hideOutOfView,
      },
    });
    swiperRef.current = swiper;
    region.dataset.ready = '';
    syncRotation();

    const onMotionChange = () => {
      swiper.params.speed = motion.matches ? 0 : config.speed;
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

  return (
    // A labelled <section> is the region landmark of the W3C carousel pattern.
    <section
      ref={root}
      className={['carousel', `carousel--${kind}`, className].filter(Boolean).join(' ')}
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
            >
              {slides[index % count]}
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
