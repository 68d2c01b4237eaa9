import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { joinTagline, shareImageAlt } from './share-image-text';

describe('joinTagline', () => {
  it('starts the second part as a sentence after "!"', () => {
    expect(joinTagline('Saving lives!', 'one image at a time', 'en')).toBe('Saving lives! One image at a time');
    expect(joinTagline('¡Salvando vidas!', 'imagen a imagen', 'es')).toBe('¡Salvando vidas! Imagen a imagen');
  });

  it('leaves the second part alone when the first does not end a sentence', () => {
    expect(joinTagline('Saving lives,', 'one image at a time', 'en')).toBe('Saving lives, one image at a time');
  });
});

describe('shareImageAlt', () => {
  it('reads as sentences in every language: each starts with a capital and ends with punctuation', () => {
    for (const lang of LANGUAGES) {
      const alt = shareImageAlt(lang);
      const sentences = alt.split(/(?<=[.!?]) /);
      expect(sentences.length, alt).toBeGreaterThanOrEqual(3);
      for (const part of sentences) expect(part, `${lang}: ${alt}`).toMatch(/^[¡¿]?\p{Lu}.*[.!?]$/u);
    }
  });

  it('says what the English image shows', () => {
    expect(shareImageAlt('en')).toBe('Adhera. More tissue, more complete images. Saving lives! One image at a time.');
  });
});
