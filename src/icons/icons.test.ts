import { describe, expect, it } from 'vitest';
import { iconSvg, type IconName } from './icons';

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
