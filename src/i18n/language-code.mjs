/**
 * The language-code rule of a URL: a two-letter first segment names a published language, lowercased when it is one
 * in the wrong case ("/EN/impact" → "/en/impact"), else the fallback ("/zz/x" → "/pt/x"). The URL rules of every
 * host (lib/url-rules.mjs) and dist/404.html's head script apply it. Plain JavaScript without imports: the head
 * script is given the codes written in at build, so that it carries the codes alone rather than the language table.
 * @param {string} pathname
 * @param {readonly string[]} languages
 * @param {string} fallback
 */
export function withCodeAmong(pathname, languages, fallback) {
  const match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(pathname);
  if (!match) return pathname;
  const code = match[1].toLowerCase();
  return `/${languages.includes(code) ? code : fallback}${match[2] || ''}`;
}
