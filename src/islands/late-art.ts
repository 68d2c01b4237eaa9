/** Pictures a carousel's slides receive once it starts (src/components/hero-art.ts writes them), built in the browser. */

/** One slide's picture: its sources, the fallback <img> and the class the slide's CSS places it by. */
export interface LateArt {
  sources: { type: string; srcset: string }[];
  sizes: string;
  src: string;
  width: number;
  height: number;
  className: string;
}

/** The <picture> of a slide's art: decorative (empty alt), loaded when it comes near the view. */
function latePicture(art: LateArt, document: Document): HTMLPictureElement {
  const picture = document.createElement('picture');
  for (const { type, srcset } of art.sources) {
    const source = document.createElement('source');
    source.type = type;
    source.srcset = srcset;
    source.sizes = art.sizes;
    picture.append(source);
  }
  const img = document.createElement('img');
  img.alt = '';
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  img.width = art.width;
  img.height = art.height;
  img.className = art.className;
  picture.append(img);
  // Last: an engine starts choosing and fetching the moment src is set, so by then the image must be lazy and
  // inside its <picture>, or it fetches the full PNG fallback at once instead of an AVIF or WebP source.
  img.src = art.src;
  return picture;
}

/**
 * Puts each picture first in its slide's content (the slide's first element): `art[i]` goes to
 * `slides[i + 1]`, as the first slide's art is in the page already.
 */
export function placeLateArt(slides: readonly Element[], art: readonly LateArt[]) {
  art.forEach((item, index) => {
    const slide = slides[index + 1];
    const content = slide?.firstElementChild;
    content?.prepend(latePicture(item, slide.ownerDocument));
  });
}
