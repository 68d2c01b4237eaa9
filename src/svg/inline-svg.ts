import { optimize, type CustomPlugin, type PluginConfig } from 'svgo';

/**
 * The attribute values SVG assumes when a gradient or stop leaves them out, in its default (bounding-box) units:
 * drawn out, the art reads plainly in its source; dropped, the same art costs fewer bytes.
 */
const GRADIENT_DEFAULTS: Record<string, Record<string, string[]>> = {
  linearGradient: { x1: ['0', '0%'], y1: ['0', '0%'], x2: ['1', '100%'], y2: ['0', '0%'] },
  stop: { offset: ['0', '0%'] },
};

/**
 * Drops the gradient attributes equal to their defaults. Not from a gradient in user-space units or one that
 * inherits from another (href), where a missing attribute means something else.
 */
export const removeGradientDefaults: CustomPlugin = {
  name: 'removeGradientDefaults',
  fn: () => ({
    element: {
      enter: (node) => {
        const defaults = GRADIENT_DEFAULTS[node.name];
        const { attributes } = node;
        if (!defaults || attributes.gradientUnits === 'userSpaceOnUse' || attributes.href || attributes['xlink:href'])
          return;
        for (const [name, values] of Object.entries(defaults))
          if (values.includes(attributes[name] ?? '')) delete attributes[name];
      },
    },
  }),
};

/** An <svg> in HTML needs no xmlns: the HTML parser puts it in the SVG namespace. */
const INLINE_PLUGINS: PluginConfig[] = ['removeXMLProcInst', 'removeComments', 'convertPathData', 'removeXMLNS'];

/**
 * An SVG's markup, ready to inline: no XML prolog, xmlns, comments or whitespace between tags, path data
 * to a tenth of a viewBox unit, and no ids but those something references (svgo does not see an ARIA reference, so
 * those are kept by name). Every drawing here spans 20 units or more at no more than a few CSS pixels
 * per unit, so the rounding moves no edge by a tenth of a pixel; the digits it drops are bytes every page
 * sends before its first paint.
 */
export function inlineSvg(svg: string): string {
  const ariaIds = [...svg.matchAll(/\saria-(?:labelledby|describedby)="([^"]*)"/g)].flatMap(([, ids]) =>
    ids.split(/\s+/),
  );
  return optimizeSvg(svg, [...INLINE_PLUGINS, { name: 'cleanupIds', params: { minify: false, preserve: ariaIds } }]);
}

function optimizeSvg(svg: string, plugins: PluginConfig[]): string {
  if (!svg.includes('<svg')) throw new Error('inlineSvg: no <svg> element');
  return optimize(svg, { floatPrecision: 1, plugins }).data;
}

/**
 * A decorative SVG to inline: hidden from assistive technology (and its English <title> dropped), sized by CSS.
 * Ids nothing in the drawing references go too (the masters name every layer); the rest keep their names,
 * which are unique across the artwork, so two drawings on one page never share an id. So do gradient attributes that
 * say what SVG assumes anyway (removeGradientDefaults).
 */
export function decorativeSvg(svg: string, attributes: Record<string, string>): string {
  const markup = optimizeSvg(svg, [
    ...INLINE_PLUGINS,
    removeGradientDefaults,
    { name: 'cleanupIds', params: { minify: false } },
  ]);
  const open = markup.slice(0, markup.indexOf('>') + 1);
  const viewBox = /\sviewBox="([^"]+)"/.exec(open)?.[1];
  if (!viewBox) throw new Error('decorativeSvg: the <svg> needs a viewBox to be scaled');
  const own = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
  const inner = markup.slice(open.length, -'</svg>'.length).replace(/<title[\s\S]*?<\/title>/g, '');
  return `<svg viewBox="${viewBox}"${own.join('')} aria-hidden="true">${inner}</svg>`;
}

/**
 * An SVG served as an image file of its own (the favicon): its title and ARIA go (an image by URL is never read
 * out), ids are shortened and the markup is minified.
 */
export function imageSvg(svg: string): string {
  return optimizeSvg(svg, [
    'preset-default',
    'removeTitle',
    'removeDimensions',
    { name: 'removeAttrs', params: { attrs: ['role', 'aria-labelledby'] } },
  ]);
}

/** An SVG master (a hero) as inline cover art, filling its box like `object-fit: cover`. */
export function coverArt(svg: string, attributes: Record<string, string>): string {
  return decorativeSvg(svg, { preserveAspectRatio: 'xMidYMid slice', ...attributes });
}
