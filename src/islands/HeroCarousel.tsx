/** The home page hero: 5 banner slides (spec §3 "Banner slide") in the shared carousel. */
import { useEffect, useState } from 'react';
import Carousel from './Carousel';
import type { CarouselLabels, HeroSlide } from './carousel-types';

interface HeroCarouselProps {
  slides: HeroSlide[];
  labels: CarouselLabels;
}

export default function HeroCarousel({ slides, labels }: HeroCarouselProps) {
  // The server HTML carries only the first slide's image, the LCP element: the other four would be
  // fetched with it (lazy loading does not hold back images beside the viewport) and slow it down.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <Carousel
      kind="hero"
      labels={labels}
      slides={slides.map((slide, index) => (
        <div className="hero-slide" key={slide.heading}>
          {(index === 0 || hydrated) && (
            <picture>
              <source type="image/avif" srcSet={slide.image.avif} sizes="100vw" />
              <source type="image/webp" srcSet={slide.image.webp} sizes="100vw" />
              {/* The first slide is the page's LCP element; the others wait until needed. */}
              <img
                className="hero-slide__image"
                src={slide.image.src}
                width={slide.image.width}
                height={slide.image.height}
                alt=""
                decoding={index === 0 ? 'sync' : 'async'}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </picture>
          )}
          <div className="container hero-slide__content">
            <span className="hero-slide__icon" dangerouslySetInnerHTML={{ __html: slide.icon }} />
            <h2 className="hero-slide__heading">{slide.heading}</h2>
            <p className="hero-slide__description">{slide.description}</p>
            <a
              className={`button button--light${slide.button.outline ? ' button--outline' : ''}`}
              href={slide.button.href}
            >
              {slide.button.label}
              <span className="hero-slide__button-icon" dangerouslySetInnerHTML={{ __html: slide.button.icon }} />
            </a>
          </div>
        </div>
      ))}
    />
  );
}
