import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimIslandMarkup } from './island-markup.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const island = (attributes: string, end = '<!--astro:end-->') =>
  page(`<astro-island ${attributes} await-children><section>x</section>${end}</astro-island>`);

describe('trimIslandMarkup', () => {
  it('drops uid, the default export, the name in opts and the end mark, and keeps every other attribute', () => {
    const html = island(
      'uid="Z1ex6QV" prefix="r3" component-url="/_astro/Carousel.js" component-export="default" ' +
        'renderer-url="/_astro/client.js" props="{}" ssr client="demand" ' +
        'opts="{&quot;name&quot;:&quot;Carousel&quot;,&quot;value&quot;:&quot;visible&quot;}"',
    );
    expect(trimIslandMarkup(html)).toBe(
      island(
        'prefix="r3" component-url="/_astro/Carousel.js" renderer-url="/_astro/client.js" props="{}" ssr ' +
          'client="demand" opts="{&quot;value&quot;:&quot;visible&quot;}"',
        '',
      ),
    );
  });

  it('keeps a named export, other comments, and the attributes and comments of other elements', () => {
    const html =
      island('component-export="Navbar"', '<!--a note-->') + page('<p uid="a" opts="{}">x<!--astro:end--></p>');
    expect(trimIslandMarkup(html)).toBe(html);
  });

  it('holds Astro’s island runtime to what the step counts on', () => {
    // The runtime as Astro inlines it in a build: it never reads uid, defaults the export, passes opts whole, and
    // without the end mark waits for DOMContentLoaded while the page is parsing.
    const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const runtime = readFileSync(join(astro, 'dist/runtime/server/astro-island.prebuilt.js'), 'utf8');
    expect(runtime).toContain('getAttribute("component-export")||"default"');
    expect(runtime).not.toMatch(/\buid\b/);
    expect(runtime).not.toMatch(/\.name\b/);
    expect(runtime).toMatch(/addEventListener\("DOMContentLoaded",\w+\)/);
  });
});
