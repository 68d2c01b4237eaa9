/**
 * How the admin's "Find a string" matches what the editor types against the dictionary's strings
 * (find-string.js). Runs in the admin page, and in Node for its unit test.
 */

/** Case and accents aside: "escribenos" finds "Escríbenos", "CONTACT US" finds "Contact Us". */
const normalize = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The strings holding every word typed, each as the start of a word (in their text in any language, their
 * labels or their key), those whose text is the words as typed first, then those whose text holds them; with
 * each, the language to open it in: the first whose text has the words as typed, else English. Strings that
 * rank alike keep their order (the form's).
 * @param {{ key: string, trail: string[], texts: Record<string, string> }[]} strings
 * @param {string} query
 */
export function findStrings(strings, query) {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const phrase = words.join(' ');
  // "us" finds "Us", not "customer"; dots split the key's parts.
  const starts = words.map(
    (word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, 'u'),
  );
  return strings
    .flatMap((string) => {
      const texts = Object.entries(string.texts).map(([lang, text]) => [lang, normalize(text)]);
      const all = normalize([...string.trail, string.key, ...texts.map(([, text]) => text)].join(' '));
      if (!starts.every((start) => start.test(all))) return [];
      const exact = texts.find(([, text]) => text === phrase);
      const inText = texts.find(([, text]) => text.includes(phrase));
      return [{ string, rank: exact ? 0 : inText ? 1 : 2, lang: (exact ?? inText ?? ['en'])[0] }];
    })
    .sort((a, b) => a.rank - b.rank);
}
