import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hasHeldClick, holdClick, takeHeldClick } from './held-click';

function page() {
  const { document } = new JSDOM(
    `<astro-island id="nav"><button id="theme">Theme</button><button id="menu" popovertarget="p">Menu</button><a id="link" href="/x"><span>Link</span></a></astro-island>
     <astro-island id="other"><button id="next">Next</button></astro-island><button id="outside">Outside</button>`,
  ).window;
  const click = (id: string) => holdClick({ target: document.getElementById(id) } as unknown as Event);
  return { document, click, island: (id: string) => document.getElementById(id)! };
}

describe('a click held for an island', () => {
  it("marks the island's own button, and hands it over once, unmarked", () => {
    const { click, island } = page();
    click('theme');
    expect(hasHeldClick(island('nav'))).toBe(true);
    expect(hasHeldClick(island('other'))).toBe(false);
    expect(takeHeldClick(island('nav'))?.id).toBe('theme');
    expect(hasHeldClick(island('nav'))).toBe(false);
    expect(takeHeldClick(island('nav'))).toBeUndefined();
  });

  it('ignores popover buttons (the browser runs them), links and buttons outside islands', () => {
    const { click, document } = page();
    for (const id of ['menu', 'link', 'outside']) click(id);
    expect(document.querySelectorAll('[data-held-click]')).toHaveLength(0);
  });

  it('marks a button in each island clicked, and hands over one per island', () => {
    const { click, island } = page();
    click('theme');
    click('next');
    expect(takeHeldClick(island('nav'))?.id).toBe('theme');
    expect(takeHeldClick(island('other'))?.id).toBe('next');
  });
});
