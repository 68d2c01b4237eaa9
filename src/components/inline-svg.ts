/** An SVG file's markup, ready to inline: no XML prolog, comments or whitespace between tags. */
export function inlineSvg(svg: string): string {
  const start = svg.indexOf('<svg');
  if (start < 0) throw new Error('inlineSvg: no <svg> element');
  return svg
    .slice(start)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}

/** A decorative SVG to inline: hidden from assistive technology (and its English <title> dropped), sized by CSS. */
export function decorativeSvg(svg: string, attributes: Record<string, string>): string {
  const markup = inlineSvg(svg);
  const open = markup.slice(0, markup.indexOf('>') + 1);
  const viewBox = /\sviewBox="([^"]+)"/.exec(open)?.[1];
  if (!viewBox) throw new Error('decorativeSvg: the <svg> needs a viewBox to be scaled');
  const own = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
  const inner = markup.slice(open.length, -'</svg>'.length).replace(/<title[\s\S]*?<\/title>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${own.join('')} aria-hidden="true" focusable="false">${inner}</svg>`;
}

/** An SVG master (heroes, bands) as inline cover art, filling its box like `object-fit: cover`. */
export function coverArt(svg: string, attributes: Record<string, string>): string {
  return decorativeSvg(svg, { preserveAspectRatio: 'xMidYMid slice', ...attributes });
}
