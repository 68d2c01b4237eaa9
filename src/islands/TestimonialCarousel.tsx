/** Testimonial quotes in the shared carousel: one per view (patients) or up to three (impact). */
import Carousel from './Carousel';
import type { CarouselLabels, TestimonialLayout, TestimonialSlide } from './carousel-types';

interface TestimonialCarouselProps {
  items: TestimonialSlide[];
  layout: TestimonialLayout;
  labels: CarouselLabels;
}

export default function TestimonialCarousel({ items, layout, labels }: TestimonialCarouselProps) {
  return (
    <Carousel
      kind={layout}
      labels={labels}
      slides={items.map((item) => (
        <figure className="testimonial" key={item.name}>
          <blockquote className="testimonial__quote" lang={item.quoteLang}>
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className="testimonial__person">
            {/* Decorative: the name beside it says who this is. */}
            <img
              className="testimonial__portrait"
              src={item.portrait.src}
              width={item.portrait.width}
              height={item.portrait.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <span>
              <span className="testimonial__name">{item.name}</span>
              <span className="testimonial__role">{item.role}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    />
  );
}
