import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { placeLateArt, type LateArt } from './late-art';

const art = (n: number): LateArt => ({
  sources: [
    { type: 'image/avif', srcset: `/a${n}-480.avif 480w, /a${n}-1280.avif 1280w` },
    { type: 'image/webp', srcset: `/a${n}-480.webp 480w, /a${n}-1280.webp 1280w` },
  ],
  sizes: '100vw',
  src: `/a${n}.png`,
  width: 2400,
  height: 1350,
  className: 'hero-slide__art cover-art',
});

/** Five slides as CarouselSlides.astro renders them: each slide's content its one child. */
function slides() {
  const { window } = new JSDOM(
    `<div>${[1, 2, 3, 4, 5].map((n) => `<div class="slide"><div class="content"><h2>${n}</h2></div></div>`).join('')}</div>`,
  );
  return { window, slides: [...window.document.querySelectorAll('.slide')] };
}

describe('the later slides’ pictures', () => {
  it('go first in slides 2 to 5, in order, as decorative lazy pictures with AVIF before WebP', () => {
    const { slides: all } = slides();
    placeLateArt(all, [art(2), art(3), art(4), art(5)]);
    expect(all[0]!.querySelector('picture')).toBeNull();
    all.slice(1).forEach((slide, index) => {
      const content = slide.querySelector('.content')!;
      const picture = content.firstElementChild!;
      expect(picture.tagName).toBe('PICTURE');
      expect([...picture.querySelectorAll('source')].map((source) => source.type)).toEqual([
        'image/avif',
        'image/webp',
      ]);
      expect(picture.querySelector('source')!.getAttribute('srcset')).toContain(`/a${index + 2}-480.avif`);
      const img = picture.querySelector('img')!;
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('src')).toBe(`/a${index + 2}.png`);
      expect([img.width, img.height]).toEqual([2400, 1350]);
    });
  });

  it('set the fallback’s src only once the image is lazy and inside its <picture>', () => {
    // WebKit starts fetching when src is set: set earlier, it took the PNG fallback (half a megabyte a slide).
    const { window, slides: all } = slides();
    const seen: { loading: string | null; parent: string | undefined }[] = [];
    const { set } = Object.getOwnPropertyDescriptor(window.HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(window.HTMLImageElement.prototype, 'src', {
      set(this: HTMLImageElement, value: string) {
        seen.push({ loading: this.getAttribute('loading'), parent: this.parentElement?.tagName });
        set!.call(this, value);
      },
    });
    placeLateArt(all, [art(2)]);
    expect(seen).toEqual([{ loading: 'lazy', parent: 'PICTURE' }]);
  });
});
