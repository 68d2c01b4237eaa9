import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';
import { resolveLang } from './languages';

describe('detectLanguage', () => {
  it('gives br for Brazilian Portuguese', () => {
    expect(detectLanguage('pt-BR')).toBe('br');
    expect(detectLanguage('pt_br')).toBe('br');
  });
  it('gives pt for any other Portuguese', () => {
    expect(detectLanguage('pt')).toBe('pt');
    expect(detectLanguage('pt-PT')).toBe('pt');
    expect(detectLanguage('pt-AO')).toBe('pt');
  });
  it('gives the first two letters when they are a registered language', () => {
    expect(detectLanguage('es-MX')).toBe('es');
    expect(detectLanguage('fr-CA')).toBe('fr');
    expect(detectLanguage('de')).toBe('de');
    expect(detectLanguage('en-GB')).toBe('en');
  });
  it('gives en for anything else', () => {
    expect(detectLanguage('ja-JP')).toBe('en');
    expect(detectLanguage('it')).toBe('en');
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });
});

describe('resolveLang', () => {
  it('keeps a published language', () => {
    expect(resolveLang('es')).toBe('es');
    expect(resolveLang('BR')).toBe('br');
  });
  it('sends unsupported codes to pt', () => {
    expect(resolveLang('fr')).toBe('pt');
    expect(resolveLang('xx')).toBe('pt');
    expect(resolveLang(undefined)).toBe('pt');
  });
});
