/**
 * Turns an SVG master (src/assets/heroes/*.svg) into decorative cover art to inline in the page: it
 * paints with the HTML, so a hero is complete at first paint and its heading, not an image download,
 * is the largest paint. The art fills its box like `object-fit: cover`, and is hidden from assistive
 * technology (its <title> describes the artwork in English, for the files alone).
 */
export function coverArt(svg: string, className: string): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error('coverArt: no <svg> element');
  const viewBox = /\sviewBox="([^"]+)"/.exec(open[0])?.[1];
  if (!viewBox) throw new Error('coverArt: the <svg> needs a viewBox to be scaled');
  const attributes = `viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" class="${className}" aria-hidden="true" focusable="false"`;
  const inner = svg
    .slice(open.index + open[0].length, svg.lastIndexOf('</svg>'))
    .replace(/<title[\s\S]*?<\/title>/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  return `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;
}
