import { describe, expect, it } from 'vitest';
import { coverArt, imageSvg, inlineSvg } from './inline-svg';

const MASTER = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 1080" width="1920" height="1080" role="img" aria-labelledby="t">
  <title id="t">Abstract berry hero</title>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1d1a2b"/></linearGradient></defs>
  <g id="base-layer"><rect width="1920" height="1080" fill="url(#g)"/></g>
</svg>
`;

describe('coverArt', () => {
  it('scales the art to cover its box and hides it from assistive technology', () => {
    const art = coverArt(MASTER, { class: 'hero__art', 'data-layer': '' });
    expect(art).toMatch(/^<svg viewBox="0 0 1920 1080"/);
    expect(art).toContain('preserveAspectRatio="xMidYMid slice" class="hero__art" data-layer="" aria-hidden="true"');
    expect(art).not.toMatch(/<svg[^>]*\s(width|height|role|aria-labelledby)=/);
  });

  it('drops the English title and keeps the drawing', () => {
    const art = coverArt(MASTER, { class: 'x' });
    expect(art).not.toContain('<title');
    expect(art).not.toContain('Abstract berry hero');
    expect(art).toContain('<rect width="1920" height="1080" fill="url(#g)"/>');
  });

  it('keeps the ids the drawing references, by name, and drops the others', () => {
    const art = coverArt(MASTER, { class: 'x' });
    expect(art).toContain('<linearGradient id="g">');
    expect(art).toContain('<g><rect');
  });

  it('drops gradient attributes that say what SVG assumes anyway, and keeps the ones that mean something', () => {
    const art = coverArt(
      '<svg viewBox="0 0 8 8"><defs>' +
        '<linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff"/><stop offset="1"/></linearGradient>' +
        '<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5"/></linearGradient>' +
        '<linearGradient id="c" x1="0" y1="0" x2="1" y2="0" gradientUnits="userSpaceOnUse"/>' +
        '<linearGradient id="d" href="#b" x1="0" x2="1"/>' +
        '</defs><rect fill="url(#a)"/><rect fill="url(#b)"/><rect fill="url(#c)"/><rect fill="url(#d)"/></svg>',
      {},
    );
    expect(art).toContain('<linearGradient id="a"><stop stop-color="#fff"/><stop offset="1"/></linearGradient>');
    expect(art).toContain('<linearGradient id="b" x2="0" y2="1"><stop offset="0.5"/></linearGradient>');
    // In user-space units 100% is not 1, and an inheriting gradient takes what it leaves out from the other.
    expect(art).toContain('<linearGradient id="c" x1="0" y1="0" x2="1" y2="0" gradientUnits="userSpaceOnUse"/>');
    expect(art).toContain('<linearGradient id="d" href="#b" x1="0" x2="1"/>');
  });

  it('refuses art it cannot scale', () => {
    expect(() => coverArt('<svg width="10" height="10"></svg>', {})).toThrow(/viewBox/);
    expect(() => coverArt('<p>not svg</p>', {})).toThrow(/no <svg>/);
  });
});

describe('inlineSvg', () => {
  it('keeps the drawing and its title, without prolog, xmlns, comments or whitespace between tags', () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" role="img">\n  <title>Adhera</title>\n  <!-- the mark -->\n  <path d="M0 0h4"/>\n</svg>\n';
    expect(inlineSvg(svg)).toBe('<svg viewBox="0 0 4 4" role="img"><title>Adhera</title><path d="M0 0h4"/></svg>');
  });

  it('drops the ids nothing references, and keeps those a reference or an ARIA label names', () => {
    const svg =
      '<svg viewBox="0 0 4 4" role="img" aria-labelledby="logo-title"><title id="logo-title">Adhera</title>' +
      '<defs><clipPath id="clip"><path d="M0 0h4v4z"/></clipPath></defs><path id="layer" d="M0 0h4" clip-path="url(#clip)"/></svg>';
    const out = inlineSvg(svg);
    expect(out).toContain('<title id="logo-title">');
    expect(out).toContain('<clipPath id="clip">');
    expect(out).not.toContain('id="layer"');
  });
});

describe('imageSvg', () => {
  const TILE =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t">' +
    '<title id="t">Adhera mark</title><defs><clipPath id="petal-clip"><path d="M0 0h8v8z"/></clipPath></defs>' +
    '<rect width="64" height="64" fill="#7a1f4b" clip-path="url(#petal-clip)"/></svg>';

  it('keeps the drawing, without its English title, ARIA or fixed size', () => {
    const svg = imageSvg(TILE);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64"/);
    expect(svg).toContain('fill="#7a1f4b"');
    expect(svg).not.toMatch(/title|Adhera|role=|aria-|width="64"/);
  });

  it('keeps a reference and its target in step when it shortens ids', () => {
    const svg = imageSvg(TILE);
    const id = /<clipPath id="([^"]+)"/.exec(svg)?.[1];
    expect(id).toBeDefined();
    expect(id).not.toBe('petal-clip');
    expect(svg).toContain(`clip-path="url(#${id})"`);
  });
});
