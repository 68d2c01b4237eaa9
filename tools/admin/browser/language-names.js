/**
 * Sveltia CMS names each language with Intl.DisplayNames from its code, and "br", the site's Brazilian
 * Portuguese, is Breton's code. Before the CMS loads, language names are asked for the site's language
 * tags instead (br → pt-BR, "Portuguese (Brazil)"), given by the page; and the lang attributes the CMS
 * puts on fields get the same tags, so that a screen reader reads a br field as Brazilian Portuguese.
 */
(() => {
  const tags = JSON.parse(document.currentScript.dataset.tags);
  const DisplayNames = Intl.DisplayNames;
  Intl.DisplayNames = class extends DisplayNames {
    of(code) {
      return super.of(this.resolvedOptions().type === 'language' ? (tags[code] ?? code) : code);
    }
  };

  const retag = (element) => {
    const tag = tags[element.getAttribute('lang')];
    if (tag && tag !== element.getAttribute('lang')) element.setAttribute('lang', tag);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') retag(record.target);
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        retag(node);
        node.querySelectorAll('[lang]').forEach(retag);
      }
    }
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang'] });
})();
