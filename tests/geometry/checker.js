// @ts-check
/**
 * The geometry rules, as browser code: every browser suite runs `checkGeometry` in the page through
 * ./walk.ts, which sends the function's source. So it must stay self-contained: no imports, nothing
 * from this module's scope, only what the page has.
 *
 * It returns one line per problem (an empty list passes), naming the element by tag, accessible name
 * and a selector-like path, and for a covered control, what covers it:
 * - covered: a visible, non-inert interactive element that, scrolled into view, is not what a tap at
 *   its centre reaches (`elementFromPoint` gives neither it nor something inside it);
 * - unreachable: such an element whose centre cannot be scrolled into the viewport;
 * - target size: an interactive element under 24 × 24 CSS px (WCAG 2.2 target size, 2.5.8). Counted:
 *   links, buttons, form fields, summaries and anything focusable or with a widget role. Exempt, as
 *   WCAG exempts them: a link inside a sentence (display inline, with text of its own block around it),
 *   whose size the line height sets;
 * - text overflow: text that runs past the left or right edge of its box (the nearest ancestor that is
 *   not inline), unless that box cuts it with an ellipsis on purpose;
 * - page scroll: the page is wider than the window, with the elements that stick out.
 *
 * Not checked, by design: elements hidden by `display`, `visibility` or `opacity`, inert ones (slides
 * out of view, the page behind the open mobile menu), the visually-hidden pattern (a box of 1 px or
 * less) and elements moved wholly off the page until focused (the skip link). An element partly on the
 * page is checked, so a skip link that peeks in at the top fails.
 */

/**
 * @typedef {object} GeometryOptions
 * @property {string} [scope] Only elements inside this selector's matches are checked (default: the
 *   whole body). With a popover open, the page under it is covered on purpose: check the popover and
 *   what stays usable around it.
 */

/**
 * Checks the page as it is now; restores the scroll position it found.
 * @param {GeometryOptions} [options]
 * @returns {string[]} the problems found, one line each
 */
export function checkGeometry(options = {}) {
  const scope = options.scope ?? 'body';
  const INTERACTIVE = [
    'a[href]',
    'area[href]',
    'button:not(:disabled)',
    'input:not([type="hidden"]):not(:disabled)',
    'select:not(:disabled)',
    'textarea:not(:disabled)',
    'summary',
    '[tabindex]:not([tabindex="-1"])',
    '[role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"]',
  ].join(', ');
  const MIN_TARGET = 24;
  // Sub-pixel rounding differs between engines; a box this close to a limit is within it.
  const EPSILON = 0.5;
  const problems = /** @type {string[]} */ ([]);
  const root = document.documentElement;
  const startX = window.scrollX;
  const startY = window.scrollY;

  /**
   * Close to its accessible name: aria-label, aria-labelledby, else its images' alt text and its text.
   * @param {Element} el
   */
  const label = (el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const alts = [...el.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt'));
    const named =
      el.getAttribute('aria-label') ||
      (labelledBy &&
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')) ||
      [...alts, el.textContent].join(' ');
    const text = named.replace(/\s+/g, ' ').trim();
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };

  /**
   * A selector-like path: the element and up to four ancestors (stopping at one with an id), each as
   * tag#id or tag.first-class.
   * @param {Element} el
   */
  const path = (el) => {
    const steps = [];
    for (let node = /** @type {Element | null} */ (el); node && node !== document.body && steps.length < 5;) {
      const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/)[0] : '';
      steps.unshift(node.localName + (node.id ? `#${node.id}` : cls ? `.${cls}` : ''));
      if (node.id) break;
      node = node.parentElement;
    }
    return steps.join(' > ');
  };

  /** @param {Element} el */
  const describe = (el) => {
    const name = label(el);
    return `${el.localName}${name ? ` "${name}"` : ''} (${path(el)})`;
  };

  /**
   * The box a finger aims at: for a link wrapped over two lines, its largest piece.
   * @param {Element} el
   */
  const boxOf = (el) => {
    const rects = [...el.getClientRects()];
    return rects.reduce((best, rect) => (rect.width * rect.height > best.width * best.height ? rect : best), rects[0]);
  };

  /**
   * Scrolls the window so the element is centred (a sticky bar at the top cannot cover it there), then
   * any scroll container in between only as far as needed.
   * @param {Element} el
   */
  const scrollToCentre = (el) => {
    const box = el.getBoundingClientRect();
    window.scrollTo({
      left: window.scrollX + box.left + box.width / 2 - root.clientWidth / 2,
      top: window.scrollY + box.top + box.height / 2 - root.clientHeight / 2,
      behavior: 'instant',
    });
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  };

  /**
   * Inline, inside a sentence: WCAG's inline exception to the target size.
   * @param {Element} el
   */
  const inSentence = (el) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    const own = (el.textContent ?? '').trim().length;
    return !!block && (block.textContent ?? '').trim().length > own;
  };

  const inScope = /** @param {Element} el */ (el) => !!el.closest(scope);
  const shown = /** @param {Element} el */ (el) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[inert]');

  const targets = [...document.querySelectorAll(INTERACTIVE)].filter((el) => inScope(el) && shown(el));
  for (const el of targets) {
    const box = boxOf(el);
    if (!box || (box.width <= 1 && box.height <= 1)) continue;
    const page = el.getBoundingClientRect();
    // Moved wholly above or left of the page until it is focused (a skip link).
    if (page.bottom + window.scrollY <= 0 || page.right + window.scrollX <= 0) continue;

    if (!inSentence(el) && (box.width < MIN_TARGET - EPSILON || box.height < MIN_TARGET - EPSILON)) {
      problems.push(
        `target size: ${describe(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, under ${MIN_TARGET} × ${MIN_TARGET}`,
      );
    }

    scrollToCentre(el);
    const inView = boxOf(el);
    const x = inView.left + inView.width / 2;
    const y = inView.top + inView.height / 2;
    if (x < 0 || y < 0 || x >= root.clientWidth || y >= root.clientHeight) {
      problems.push(
        `unreachable: ${describe(el)} keeps its centre outside the window (${Math.round(x)}, ${Math.round(y)})`,
      );
      continue;
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || (hit !== el && !el.contains(hit))) {
      problems.push(
        `covered: ${describe(el)} at (${Math.round(x)}, ${Math.round(y)}) is under ${hit ? describe(hit) : 'nothing'}`,
      );
    }
  }
  window.scrollTo({ left: startX, top: startY, behavior: 'instant' });

  // Text that runs out of its box sideways.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !inScope(parent) || parent.closest('svg, script, style, noscript'))
      continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    let box = parent;
    while (box.parentElement && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
    if (reported.has(box)) continue;
    const edges = box.getBoundingClientRect();
    // The visually-hidden pattern clips its text to a 1 px box on purpose.
    if (edges.width <= 1 && edges.height <= 1) continue;
    const style = getComputedStyle(box);
    if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const left = Math.min(...lines.map((rect) => rect.left));
    const right = Math.max(...lines.map((rect) => rect.right));
    const over = Math.max(edges.left - left, right - edges.right);
    if (over > 1) {
      reported.add(box);
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      problems.push(
        `text overflow: "${text.length > 40 ? `${text.slice(0, 37)}…` : text}" runs ${Math.round(over)} px out of ${describe(box)}`,
      );
    }
  }

  // The page must not scroll sideways: name the outermost elements that stick out.
  if (root.scrollWidth > root.clientWidth) {
    const width = root.clientWidth;
    /**
     * Whether an ancestor clips what sticks out of it, so it cannot widen the page. The body's
     * overflow applies to the window itself (it is hidden while the mobile menu is open).
     * @param {Element} el
     */
    const clipped = (el) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.right > width + 1 && !clipped(el);
    });
    const outermost = wide.filter((el) => !wide.includes(/** @type {Element} */ (el.parentElement)));
    problems.push(
      `page scroll: the page is ${root.scrollWidth} px wide in a ${width} px window; sticking out: ${
        outermost
          .slice(0, 5)
          .map((el) => describe(el))
          .join('; ') || 'nothing found'
      }`,
    );
  }
  return problems;
}
