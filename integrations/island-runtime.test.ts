import { describe, expect, it } from 'vitest';
import { externalizeRuntime, runtimeFileName, runtimeLoader } from './island-runtime.mjs';

const DEMAND = '(()=>{var d=1;(self.Astro||(self.Astro={})).demand=d;})();';
const RUNTIME = '(()=>{class f extends HTMLElement{};a<b;customElements.define("astro-island",f)})();';
const PAINTED = '(()=>{var p=1;(self.Astro||(self.Astro={})).painted=p;})();';
const HEAD_CODE = 'document.documentElement.classList.add("js")';
const HEAD = `<script>${HEAD_CODE}</script>`;
const page = (client: string) =>
  `<html><head>${HEAD}<script>${DEMAND}</script><script>${RUNTIME}</script></head><body>` +
  `<astro-island client="demand"></astro-island><script>${PAINTED}</script><astro-island client="${client}"></astro-island></body></html>`;

describe('externalizeRuntime', () => {
  it("moves a self-hydrating page's island code, in page order, into one file the head script loads", () => {
    const { html, code } = externalizeRuntime(page('painted'));
    expect(code).toBe([DEMAND, RUNTIME, PAINTED].join('\n'));
    const loader = runtimeLoader(`/${runtimeFileName(code!)}`, { afterPaint: true });
    expect(html).toBe(
      `<html><head><script>${HEAD_CODE};${loader}</script></head><body><astro-island client="demand"></astro-island><astro-island client="painted"></astro-island></body></html>`,
    );
  });

  it('loads the file once painted on a page with a self-starting island, and on first use or view elsewhere', () => {
    const afterPaint = runtimeLoader('/_astro/island-runtime.x.js', { afterPaint: true });
    const onUse = runtimeLoader('/_astro/island-runtime.x.js', { afterPaint: false });
    for (const loader of [afterPaint, onUse]) expect(loader).toContain('"/_astro/island-runtime.x.js"');
    expect(afterPaint).toContain('"paint"');
    expect(afterPaint).not.toContain('pointerdown');
    for (const trigger of ['pointerdown', 'focusin', 'keydown', 'IntersectionObserver'])
      expect(onUse).toContain(trigger);
    expect(onUse).not.toContain('"paint"');
  });

  it('names the file by its content, under /_astro/ where hosts cache for good', () => {
    expect(runtimeFileName(RUNTIME)).toMatch(/^_astro\/island-runtime\.[\w-]{8}\.js$/);
    expect(runtimeFileName(RUNTIME)).not.toBe(runtimeFileName(DEMAND));
  });

  it('moves the island code of a page whose islands all wait for the visitor too, behind a loader that waits as they do', () => {
    const { html, code } = externalizeRuntime(page('demand'));
    expect(code).toBe([DEMAND, RUNTIME, PAINTED].join('\n'));
    const loader = runtimeLoader(`/${runtimeFileName(code!)}`, { afterPaint: false });
    expect(loader).not.toBe(runtimeLoader(`/${runtimeFileName(code!)}`, { afterPaint: true }));
    expect(html).toBe(
      `<html><head><script>${HEAD_CODE};${loader}</script></head><body><astro-island client="demand"></astro-island><astro-island client="demand"></astro-island></body></html>`,
    );
  });

  it('leaves a page without the inline runtime as it is', () => {
    const plain = `<html><head>${HEAD}</head><body><astro-island client="painted"></astro-island></body></html>`;
    expect(externalizeRuntime(plain)).toEqual({ html: plain, code: null });
  });
});
