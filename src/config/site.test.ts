import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, parseFlagOverrides } from './site';

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
