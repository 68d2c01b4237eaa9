/** What the copy must say in every language, beyond what i18n:check can see in the keys. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { createTranslator } from './translate';

const translate = createTranslator();

describe('the copy in every language', () => {
  it('makes slide 4 about detecting smaller tumours, not about tumours getting smaller', () => {
    const detection = { en: /detected/i, es: /detecci[oó]n/i, pt: /dete[cç]?[cç][aã]o/i, br: /detec[cç][aã]o/i };
    for (const lang of LANGUAGES) expect(translate(lang)('banners.slide4.heading')).toMatch(detection[lang]);
  });

  it('names safety and comfort among the key benefits, each with its reasons', () => {
    const words = { en: [/safety/i, /comfort/i], es: [/seguridad/i, /comodidad/i], pt: [/seguran[cç]a/i, /conforto/i] };
    for (const lang of LANGUAGES) {
      const t = translate(lang);
      const [safety, comfort] = words[lang === 'br' ? 'pt' : lang];
      expect(t('innovation.benefits.safety.title')).toMatch(safety!);
      expect(t('innovation.benefits.safety.title')).toMatch(comfort!);
      // The reasons: alcohol-free, fewer retakes, less radiation.
      expect(t('innovation.benefits.safety.text')).toMatch(/alcohol|álcool/i);
      expect(t('innovation.benefits.safety.text')).toMatch(/radia/i);
    }
  });
});
