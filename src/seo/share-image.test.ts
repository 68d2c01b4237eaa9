/** Share images are drawn with each language's real words; none may have text over text or off the canvas. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { HEADING_SIZES, layoutProblems, shareImageLayout } from './share-image';
import { shareImageText } from './share-image-text';

/** Three lines at full size, as a French heading once drew under its tagline. */
const LONG_HEADING = 'Davantage de tissu visualisé, des mammographies plus complètes';

describe('share image layout', () => {
  it.each([...LANGUAGES])('fits the %s words: no text overlaps or leaves the canvas', async (lang) => {
    const { boxes } = await shareImageLayout(shareImageText(lang));
    expect(layoutProblems(boxes)).toEqual([]);
  });

  it('draws a heading too long for its size smaller, never over the tagline', async () => {
    const words = { ...shareImageText('en'), heading: LONG_HEADING };
    const { boxes, headingSize } = await shareImageLayout(words);
    expect(layoutProblems(boxes)).toEqual([]);
    expect(headingSize).toBeLessThan(HEADING_SIZES[0]);
  });

  it('reports the collision a long heading makes at full size, and stops when no size fits', async () => {
    const words = { ...shareImageText('en'), heading: LONG_HEADING };
    await expect(shareImageLayout(words, [HEADING_SIZES[0]])).rejects.toThrow(/heading and tagline overlap/);
  });

  it('finds boxes that overlap, touch, or leave the canvas', () => {
    const box = (name: string, left: number, top: number, width = 100, height = 50) => ({
      name,
      left,
      top,
      width,
      height,
    });
    expect(layoutProblems([box('a', 0, 0), box('b', 0, 200)])).toEqual([]);
    expect(layoutProblems([box('a', 0, 0), box('b', 50, 40)])).toEqual(['a and b overlap']);
    expect(layoutProblems([box('a', 0, 0), box('b', 0, 55)])).toEqual(['a and b overlap']);
    expect(layoutProblems([box('a', 1150, 0)])).toEqual(['a leaves the 1200×630 canvas']);
  });
});
