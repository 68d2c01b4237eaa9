/**
 * Shows each outdated translation's hint under that language's field only (field-notes.js): which source language
 * changed, and what it says now. The notes come from tools/admin/serve.mjs (/admin/outdated.json, from the same git
 * history as `npm run i18n:status`).
 */
import { fieldNotes } from './field-notes.js';

/** Marks the hints this script adds, so that each is added once and found by the admin's tests. */
const HINT = 'outdated-hint';

const style = document.createElement('style');
style.textContent = `.${HINT}{margin:4px 0 0;font-size:var(--sui-font-size-small,13px);
color:var(--sui-warning-foreground-color,#8a4b00)}.${HINT} a{color:inherit}`;
document.head.append(style);

const response = await fetch('/admin/outdated.json', { cache: 'no-store' });
/** @type {{ lang: string, key: string, note: string, review: string }[]} */
const notes = response.ok ? await response.json() : [];

fieldNotes(HINT)(
  notes.map(({ lang, key, note, review }) => {
    const link = document.createElement('a');
    link.href = review;
    link.textContent = 'Review or mark still right';
    return { lang, key, content: [`${note} `, link] };
  }),
);
