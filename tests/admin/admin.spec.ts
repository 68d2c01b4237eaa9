/**
 * The content admin (npm run admin) in Chromium, offline: an editor changes an English string and its
 * Spanish translation, clears a Brazilian override, and saves. The files the CMS writes must differ
 * from the repository's by exactly the edited lines, and pass prettier and the dictionary check.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { PALETTE } from '../../src/config/palette.mjs';
import { flattenEntries, type DictionaryTree } from '../../src/i18n/dictionary';
import { LANGUAGE_TABLE, LANGUAGES, type Lang } from '../../src/i18n/languages';
import { checkFolder } from '../../lib/i18n-check';
import { PRODUCT_NAME } from '../../src/config/site';
import {
  EDITED_FOLDERS,
  field,
  filesOf,
  languageButton,
  openCopyOfRepository,
  openTestimonialForm,
  readCopyOfRepository,
  textAt,
  withLines,
} from './cms';

const LOCALES = 'src/i18n/locales';
const TESTIMONIALS = 'src/content/testimonials';
const PORTRAITS = 'src/assets/testimonials';
/** The repository files the admin edits or shows, as committed in this checkout: path → text. */
const REPOSITORY = filesOf(EDITED_FOLDERS);
const dictionary = (lang: Lang) => JSON.parse(REPOSITORY[`${LOCALES}/${lang}.json`]) as DictionaryTree;

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' && url.protocol === 'http:';

// The CMS is 2 MB of script that parses the repository copy before the form shows: on a busy two-core
// machine a whole edit-and-save takes 20-30 s, which is not a state to wait for but the test's length.
test.describe.configure({ timeout: 120_000 });

/** The repository copy's files as the CMS left them. */
const readCopy = (page: Page) => readCopyOfRepository(page, Object.keys(REPOSITORY));

/** The line holding `key`'s string in a dictionary of the repository replaced, or dropped when `text` is null. */
const withLine = (file: string, key: string, text: string | null) => withLines(REPOSITORY[file], { [key]: text });

/** The dictionaries as written, in a folder of their own, checked as `npm run i18n:check` does. */
function dictionaryErrors(files: Record<string, string>) {
  const copy = mkdtempSync(join(tmpdir(), 'admin-save-'));
  try {
    for (const lang of LANGUAGES) writeFileSync(join(copy, `${lang}.json`), files[`${LOCALES}/${lang}.json`]);
    return checkFolder(copy, { languages: LANGUAGE_TABLE }).errors;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A br override that can go: its group keeps other overrides (so exactly one line goes), and the pt
 * text that then shows passes the Brazilian glossary (some overrides exist to replace European words).
 */
function clearableOverride() {
  const overrides = flattenEntries(dictionary('br')).map(([name]) => name);
  const parent = (name: string) => name.slice(0, name.lastIndexOf('.'));
  const cleared = overrides.find(
    (name) =>
      overrides.filter((other) => parent(other) === parent(name)).length > 1 &&
      dictionaryErrors({ ...REPOSITORY, [`${LOCALES}/br.json`]: withLine(`${LOCALES}/br.json`, name, null) }) === 0,
  );
  expect(cleared, 'br.json has an override that can be cleared').toBeDefined();
  return cleared!;
}

test("the admin's logo is the brand's tile, in the brand's colour", async ({ page }) => {
  await page.goto('/admin/logo.svg');
  // Just inside the tile's top edge, clear of its rounded corners and of the mark.
  const pixel = await sharp(await page.screenshot({ clip: { x: 32, y: 2, width: 1, height: 1 } }))
    .raw()
    .toBuffer();
  const hex = `#${[...pixel.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  expect(hex).toBe(PALETTE.brand);
});

test('an editor changes English and Spanish text and clears a Brazilian override, writing only those lines', async ({
  page,
  context,
}) => {
  // Nothing may leave this machine: every request that reaches the network passes this route, and any
  // that is not for the admin's own address is recorded and refused. The admin's Content-Security-Policy
  // refuses the CMS's online extras (a CDN's copy of its fonts, a hosted service's status) in the page
  // itself, so those never reach the network; they are checked to have failed.
  const leftLoopback: string[] = [];
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      leftLoopback.push(route.request().url());
      return route.abort();
    },
  );
  const offLoopback: string[] = [];
  page.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url()) && !isLoopback(new URL(request.url()))) offLoopback.push(request.url());
  });
  const failed = new Set<string>();
  page.on('requestfailed', (request) => failed.add(request.url()));

  await openCopyOfRepository(page, REPOSITORY);
  // A plain landing: the site's name and the one way in that works here; GitHub's needs --repo first.
  await expect(page.getByRole('heading', { name: `${PRODUCT_NAME} content` })).toBeVisible();
  await expect(page.getByText(/select the root directory of the “[^/”]+” repository/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The translation status is a link away from the form, and each outdated field says so (config.test.ts).
  await expect(page.getByRole('link', { name: /Translation status/ })).toHaveAttribute('href', '/admin/status');
  await page.getByText('Interface text (all pages)').click();

  // br is Brazilian Portuguese here, never Breton (its language code's other meaning).
  const locales = page.getByRole('radiogroup', { name: 'Switch Locale' }).last();
  await expect(locales.getByRole('radio', { name: 'Portuguese (Brazil)' })).toBeVisible();
  await expect(page.getByText(/Breton/i)).toHaveCount(0);
  await expect(page.locator('[lang="br"]')).toHaveCount(0);

  // The edited string is the first of the form: English on the left, Spanish on the right.
  const key = flattenEntries(dictionary('en'))[0][0];
  const english = `${textAt(dictionary('en'), key)} (edited)`;
  const spanish = `${textAt(dictionary('es'), key)} (editado)`;
  await (await field(page, key, 'en')).fill(english);
  await locales.getByRole('radio', { name: 'Spanish' }).click();
  await (await field(page, key, 'es')).fill(spanish);

  const cleared = clearableOverride();
  await locales.getByRole('radio', { name: 'Portuguese (Brazil)' }).click();
  const brazilian = await field(page, cleared, 'br');
  await expect(brazilian).toHaveValue(textAt(dictionary('br'), cleared));
  await brazilian.fill('');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();

  const expected = {
    ...REPOSITORY,
    [`${LOCALES}/en.json`]: withLine(`${LOCALES}/en.json`, key, english),
    [`${LOCALES}/es.json`]: withLine(`${LOCALES}/es.json`, key, spanish),
    [`${LOCALES}/br.json`]: withLine(`${LOCALES}/br.json`, cleared, null),
  };
  const written = await readCopy(page);
  expect(written).toEqual(expected);
  expect(JSON.parse(written[`${LOCALES}/br.json`])).not.toHaveProperty(cleared);

  // What was written passes the same checks as a hand edit: prettier, and i18n:check without errors.
  for (const lang of LANGUAGES) {
    const file = `${LOCALES}/${lang}.json`;
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect(await prettier.check(written[file], options), `${file} is formatted as prettier writes it`).toBe(true);
  }
  expect(dictionaryErrors(written)).toBe(0);

  expect(leftLoopback).toEqual([]);
  expect(offLoopback.filter((url) => !failed.has(url))).toEqual([]);
});

test('an editor changes a Spanish testimonial quote, writing only that line', async ({ page, context }) => {
  await context.route(
    (url) => !isLoopback(url),
    (route) => route.abort(),
  );
  // A testimonial with an institution: a patient's empty place is an optional field the CMS leaves out.
  const [file, testimonial] = Object.entries(REPOSITORY)
    .filter(([path]) => path.startsWith(TESTIMONIALS))
    .map(([path, text]) => [path, JSON.parse(text)] as const)
    .find(([, entry]) => entry.place && entry.desc_es)!;
  const quote = `${testimonial.desc_es} ¡Gracias!`;

  await openCopyOfRepository(page, REPOSITORY);
  const spanish = await openTestimonialForm(page, testimonial.name);
  await spanish.fill(quote);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();

  const written = await readCopy(page);
  const line = (text: string) => `  "desc_es": ${JSON.stringify(text)},`;
  expect(REPOSITORY[file]).toContain(line(testimonial.desc_es));
  expect(written).toEqual({ ...REPOSITORY, [file]: REPOSITORY[file].replace(line(testimonial.desc_es), line(quote)) });
});

test('the admin refuses to save what the build would refuse, saying why in the field', async ({ page, context }) => {
  await context.route(
    (url) => !isLoopback(url),
    (route) => route.abort(),
  );
  await openCopyOfRepository(page, REPOSITORY);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByText('Interface text (all pages)').click();
  const locales = page.getByRole('radiogroup', { name: 'Switch Locale' }).last();
  const key = 'homepage.women.p2';
  const keep = 'Keep {{email}}: it is replaced by the contact address.';
  // The mistakes of the issue: a missing {{email}} and <strong> in es, {{emial}} in pt, {email} in br.
  const mistakes: [Lang, string, string, string][] = [
    ['es', key, textAt(dictionary('es'), key).replace('{{email}}', ''), keep],
    ['es', 'homepage.women.cta', `<strong>${textAt(dictionary('es'), 'homepage.women.cta')}</strong>`, 'no markup'],
    ['pt', key, textAt(dictionary('pt'), key).replace('{{email}}', '{{emial}}'), keep],
    ['br', key, textAt(dictionary('br'), key).replace('{{email}}', '{email}'), keep],
  ];
  for (const [lang, mistaken, text] of mistakes) {
    await locales.getByRole('radio', { name: languageButton(lang) }).click();
    await (await field(page, mistaken, lang)).fill(text);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Please correct (it|them) to save the entry/)).toBeVisible();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  // Each field says what the build would say, in the language's pane.
  for (const [lang, mistaken, , message] of mistakes) {
    await locales.getByRole('radio', { name: languageButton(lang) }).click();
    await field(page, mistaken, lang);
    await expect(page.locator(`section[data-key-path="${mistaken}"]`).getByText(message).last()).toBeVisible();
  }
  expect(await readCopy(page)).toEqual(REPOSITORY);
});

test('a testimonial picks its portrait from the assets folder, and markup in a quote is refused', async ({
  page,
  context,
}) => {
  await context.route(
    (url) => !isLoopback(url),
    (route) => route.abort(),
  );
  const [, testimonial] = Object.entries(REPOSITORY)
    .filter(([path]) => path.startsWith(TESTIMONIALS))
    .map(([path, text]) => [path, JSON.parse(text)] as const)[0];
  await openCopyOfRepository(page, REPOSITORY);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('treeitem', { name: 'Testimonials' }).click();
  await page.getByText(testimonial.name).first().click();
  // The portrait is an image field showing the picture, not a path to type; the flag says what it means.
  // Labelled in words ("Portrait"), not by the file's key.
  const portrait = page.getByRole('group', { name: /Portrait.*Field/ });
  await portrait.scrollIntoViewIfNeeded();
  const picture = portrait.locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Replacing it offers the portraits of the assets folder.
  await portrait.getByRole('button', { name: 'Replace Image' }).click();
  const picker = page.getByRole('dialog');
  for (const name of readdirSync(PORTRAITS)) await expect(picker.getByText(name).first()).toBeVisible();
  const other = readdirSync(PORTRAITS).find((name) => !testimonial.image.endsWith(`/${name}`))!;
  await picker.getByText(other).first().click();
  await picker.getByRole('button', { name: 'Insert' }).click();
  // Written as the build reads it: a path from the testimonial file.
  await expect(portrait.getByRole('textbox')).toHaveText(`../../assets/testimonials/${other}`);
  const flag = page.getByRole('group', { name: /Illustrative sample.*Field/ });
  await expect(flag.getByText(/advertising rules for medical devices/)).toBeAttached();

  const spanish = page.locator('section[data-key-path="desc_es"] textarea');
  await expect(async () => {
    await page.locator('section[data-key-path]:has(input, textarea)').last().scrollIntoViewIfNeeded();
    await expect(spanish).toBeAttached({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('section[data-key-path="desc_es"]').getByText('Quote in Spanish')).toBeVisible();
  await spanish.fill(`<em>${testimonial.desc_es}</em>`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('section[data-key-path="desc_es"]').getByText(/no markup such as <strong>/)).toBeVisible();
  await expect(page.getByText('Entry saved.')).toHaveCount(0);
  expect(await readCopy(page)).toEqual(REPOSITORY);
});
