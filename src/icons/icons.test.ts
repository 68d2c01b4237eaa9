import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS, SPRITE_URL, iconSprite, iconSvg, iconUse, type IconName } from './icons';

describe('iconSvg', () => {
  it('inlines an icon as decorative SVG markup', () => {
    const svg = iconSvg('radiology');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toMatch(/<path /);
  });
  it('fails loudly for an unknown icon', () => {
    expect(() => iconSvg('no-such-icon' as IconName)).toThrow(/Unknown icon "no-such-icon"/);
  });
});

describe('iconUse and iconSprite', () => {
  it('draws an icon from the sprite in the same box as the inline icon', () => {
    const inline = iconSvg('heart');
    const used = iconUse('heart');
    expect(used.slice(0, used.indexOf('>'))).toBe(inline.slice(0, inline.indexOf('>')));
    expect(used).toContain(`<use href="${SPRITE_URL}#heart"/>`);
    expect(used).not.toContain('<path');
  });

  it('gives the sprite the inline drawing of each icon, as a group', () => {
    const inline = iconSvg('heart');
    const drawing = inline.slice(inline.indexOf('>') + 1, -'</svg>'.length);
    expect(iconSprite()).toContain(`<g id="heart">${drawing}</g>`);
  });

  it('holds every icon of SPRITE_ICONS that draws without ids of its own', () => {
    const ids = [...iconSprite().matchAll(/<g id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(SPRITE_ICONS.filter((name) => !/ id="/.test(iconSvg(name))));
  });

  it('fails loudly for an icon the sprite lacks', () => {
    expect(() => iconUse('virus')).toThrow(/not in the sprite/);
  });
});
