import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR, DEFAULT_FLAGS, parseFlagOverrides } from './site';

describe('BRAND_COLOUR', () => {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
  it('is the berry token of the style sheet', () => {
    expect(read('../styles/global.css')).toContain(`--berry-700: ${BRAND_COLOUR};`);
  });
  it('is the background of the brand tile the icons are made from', () => {
    expect(read('../assets/brand/mark-tile.svg')).toMatch(
      new RegExp(`<rect id="tile-background"[^>]* fill="${BRAND_COLOUR}"`),
    );
  });
});

describe('feature flags', () => {
  it('default to a language menu and nothing else optional', () => {
    expect(DEFAULT_FLAGS).toEqual({
      showStore: false,
      showLanguages: true,
      showBuyButton: false,
      showThemeButton: false,
    });
  });
  it('can be overridden for a build', () => {
    expect(parseFlagOverrides('showThemeButton=true, showLanguages=false')).toEqual({
      ...DEFAULT_FLAGS,
      showThemeButton: true,
      showLanguages: false,
    });
    expect(parseFlagOverrides('showStore').showStore).toBe(true);
    expect(parseFlagOverrides(undefined)).toEqual(DEFAULT_FLAGS);
  });
  it('rejects a misspelt flag or value instead of ignoring it', () => {
    expect(() => parseFlagOverrides('showTheme=true')).toThrow(/unknown flag "showTheme"/);
    expect(() => parseFlagOverrides('showStore=yes')).toThrow(/must be true or false/);
  });
});
