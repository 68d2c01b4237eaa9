/** Swiper in the W3C carousel pattern around server-HTML slides; pauses by button, hover, focus or reduced motion. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';
import './carousel.css';
import { CAROUSELS, type CarouselKind, type CarouselTiming } from './carousel-timing';
import { placeLateArt, type LateArt } from './late-art';

export { CAROUSELS };

/** The localized words of the pattern; `bullets` ("Go to slide 3") and `slides` ("3 of 5") have one per item. */
export type CarouselLabels = Record<
  'region' | 'pause' | 'play' | 'previous' | 'next' | 'pagination' | 'roleCarousel' | 'roleSlide',
  string
> & { bullets: string[]; slides: string[] };

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

type CarouselProps = {
  kind: CarouselKind;
  labels: CarouselLabels;
  /** Where the pictures of the slides after the first are, when the server HTML leaves them out (late-art.ts). */
  lateArt?: string;
} & Record<`slide${number}`, ReactNode>;

export default function Carousel({ kind, labels, lateArt, ...slots }: CarouselProps) {
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
    const el = viewport.current;
    const region = root.current;
    if (!el || !region || count < 2) return;
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
    motion.addEventListener('change', onMotionChange);
    return () => {
      motion.removeEventListener('change', onMotionChange);
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
    // Swiper owns the slide DOM once started; the effect runs once per mount.
  }, []);

  const wrapperId = `${id}-slides`;
  const items = Array.from({ length: count * copies }, (_, index) => index);
  // Hidden until Swiper says otherwise: the loop's repeats, and all but the first where one shows at a time.
  const hiddenAtFirst = (index: number) => index >= count || (timing.maxPerView === 1 && index > 0);

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
      {count > 1 && (
        <div className="carousel__controls">
          <button
            ref={pauseButton}
            type="button"
            className="icon-button carousel__button carousel__pause"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setRotation(!playing)}
          >
            {playing ? PAUSE : PLAY}
          </button>
          {(['previous', 'next'] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className={`icon-button carousel__button carousel__arrow carousel__arrow--${direction === 'next' ? 'next' : 'prev'}`}
              aria-controls={wrapperId}
              aria-label={labels[direction]}
              onClick={() => (direction === 'next' ? swiperRef.current?.slideNext() : swiperRef.current?.slidePrev())}
            >
              {CHEVRON}
            </button>
          ))}
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
      <div
        ref={viewport}
        className="swiper carousel__viewport"
        onPointerEnter={() => hold(hovered, true)}
        onPointerLeave={() => hold(hovered, false)}
      >
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

/** A decorative 24-unit icon, filled or (the chevron) stroked: its button's label names it. */
const glyph = (size: number, d: string, stroked = false) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    {stroked ? (
      <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d={d} />
    ) : (
      <path fill="currentColor" d={d} />
    )}
  </svg>
);
const PAUSE = glyph(20, 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z');
const PLAY = glyph(20, 'M8 5.5v13l10.5-6.5z');
const CHEVRON = glyph(22, 'm9 5 7 7-7 7', true);
