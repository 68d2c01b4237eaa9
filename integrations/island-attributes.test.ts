import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimIslandAttributes } from './island-attributes.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
const island = (attributes: string) =>
  page(`<astro-island ${attributes} await-children><section>x</section><!--astro:end--></astro-island>`);

describe('trimIslandAttributes', () => {
  it('drops uid, the default export and the name in opts, and keeps every other attribute', () => {
    const html = island(
      'uid="Z1ex6QV" prefix="r3" component-url="/_astro/Carousel.js" component-export="default" ' +
        'renderer-url="/_astro/client.js" props="{}" ssr client="demand" ' +
        'opts="{&quot;name&quot;:&quot;Carousel&quot;,&quot;value&quot;:&quot;visible&quot;}"',
    );
    expect(trimIslandAttributes(html)).toBe(
      island(
        'prefix="r3" component-url="/_astro/Carousel.js" renderer-url="/_astro/client.js" props="{}" ssr ' +
          'client="demand" opts="{&quot;value&quot;:&quot;visible&quot;}"',
      ),
    );
  });

  it('keeps a named export, and attributes of other elements', () => {
    const html = island('component-export="Navbar"') + page('<p uid="a" opts="{}">x</p>');
    expect(trimIslandAttributes(html)).toBe(html);
  });

  it('holds Astro’s island runtime to what the step counts on', () => {
    // The runtime as Astro inlines it in a build: it never reads uid, defaults the export and passes opts whole.
    const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const runtime = readFileSync(join(astro, 'dist/runtime/server/astro-island.prebuilt.js'), 'utf8');
    expect(runtime).toContain('getAttribute("component-export")||"default"');
    expect(runtime).not.toMatch(/\buid\b/);
    expect(runtime).not.toMatch(/\.name\b/);
  });
});
