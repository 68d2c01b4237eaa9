/**
 * Driving the content admin (Sveltia CMS) in a browser, for the admin's specs: opening it on a copy of the
 * repository, and finding a dictionary field in its form.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { HTML_LANG, type Lang } from '../../src/i18n/languages';

/** The folders of the repository the admin edits or shows: dictionaries, testimonials and their portraits. */
export const EDITED_FOLDERS = ['src/i18n/locales', 'src/content/testimonials', 'src/assets/testimonials'];

/**
 * The files of these folders of a checkout (this one unless `root` is given) as path → text, the paths from the
 * repository's root: what openCopyOfRepository puts in the folder the editor picks.
 */
export function filesOf(folders: string[], root = '.'): Record<string, string> {
  return Object.fromEntries(
    folders.flatMap((dir) =>
      readdirSync(join(root, dir)).map((name) => [`${dir}/${name}`, readFileSync(join(root, dir, name), 'utf8')]),
    ),
  );
}

/** The folder of the origin private file system that stands in for the repository folder the editor picks. */
export const COPY_FOLDER = 'repository';

/**
 * Playwright cannot choose a folder in the browser's native dialog, so, as Sveltia CMS's own tests do,
 * only window.showDirectoryPicker is replaced. It returns a folder of the origin private file system: a
 * real FileSystemDirectoryHandle holding a copy of the repository's files (path → text), which the CMS
 * reads and writes through the real File System Access API.
 */
export async function openCopyOfRepository(page: Page, files: Record<string, string>, admin = '/admin/') {
  await openAdminOnCopy(page, admin);
  await page.evaluate(
    async ([folder, files]) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      await repository.getDirectoryHandle('.git', { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = repository;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    [COPY_FOLDER, files] as const,
  );
}

/**
 * The admin in a page whose folder dialog picks the copy of the repository: a second tab of the browser context
 * (which shares its origin private file system) opens the copy that openCopyOfRepository made in the first.
 */
export async function openAdminOnCopy(page: Page, admin = '/admin/') {
  await page.addInitScript((folder) => {
    const picker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
    Object.assign(window, { showDirectoryPicker: picker });
  }, COPY_FOLDER);
  await page.goto(admin);
}

/** The repository copy's files at these paths, as they are now: what the CMS wrote, or what a test wrote there. */
export function readCopyOfRepository(page: Page, paths: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    async ([folder, paths]) => {
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      const files: Record<string, string> = {};
      for (const path of paths) {
        const parts = path.split('/');
        let dir = repository;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        files[path] = await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      }
      return files;
    },
    [COPY_FOLDER, paths] as const,
  );
}

/** Writes one file of the repository copy, as a `git pull`, a developer's editor or another editor's save would. */
export async function writeInCopyOfRepository(page: Page, path: string, text: string) {
  await page.evaluate(
    async ([folder, path, text]) => {
      const parts = path.split('/');
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      const writable = await (await dir.getFileHandle(parts.at(-1)!)).createWritable();
      await writable.write(text);
      await writable.close();
    },
    [COPY_FOLDER, path, text] as const,
  );
}

/** The text at a dotted key of parsed JSON. */
export const textAt = (data: unknown, key: string) =>
  key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], data) as string;

/**
 * A JSON file's text with the one line holding each key's string replaced by its new text, or dropped for null:
 * what a correct save of those keys writes.
 */
export function withLines(source: string, texts: Record<string, string | null>) {
  const data = JSON.parse(source) as unknown;
  const lines = source.split('\n');
  for (const [key, text] of Object.entries(texts)) {
    const old = JSON.stringify(textAt(data, key));
    const name = JSON.stringify(key.split('.').at(-1));
    const at = lines.findIndex((line) => [`${name}: ${old}`, `${name}: ${old},`].includes(line.trimStart()));
    expect(at, `the file has ${key} on a line of its own`).toBeGreaterThan(-1);
    if (text === null) lines.splice(at, 1);
    else lines[at] = lines[at].replace(old, JSON.stringify(text));
  }
  return lines.join('\n');
}

/** A language's button above the form's right pane: the admin names it by its tag in English (br: "Portuguese (Brazil)"). */
export const languageButton = (lang: Lang) =>
  new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' }).of(HTML_LANG[lang])!;

/**
 * Opens the repository in the admin and the testimonial of this name, and returns its Spanish quote's field: the form
 * draws fields as they scroll into view, so it scrolls on until that one is there.
 */
export async function openTestimonialForm(page: Page, name: string) {
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('treeitem', { name: 'Testimonials' }).click();
  await page.getByText(name).first().click();
  const spanish = page.locator('section[data-key-path="desc_es"] textarea');
  await expect(async () => {
    await page.locator('section[data-key-path]:has(input, textarea)').last().scrollIntoViewIfNeeded();
    await expect(spanish).toBeAttached({ timeout: 1000 });
  }).toPass();
  return spanish;
}

/** Opens the repository in the admin and its dictionary form, with `lang` in the right pane. */
export async function openDictionaryForm(page: Page, lang: Exclude<Lang, 'en'> = 'es') {
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByText('Interface text (all pages)').click();
  await page
    .getByRole('radiogroup', { name: 'Switch Locale' })
    .last()
    .getByRole('radio', { name: languageButton(lang) })
    .click();
}

/**
 * A field of one language, found by the language tag it is marked with (br's is pt-BR, so that a screen
 * reader does not read it as Breton), in the pane that shows the language (English on the left, the
 * others on the right). The form draws fields as they scroll into view: down the key's path, the last
 * field drawn under each group is scrolled to until the next part of the path is there.
 */
export async function field(page: Page, key: string, lang: Lang) {
  const panes = page.getByRole('group', { name: /^Edit .* Content$/ });
  const pane = lang === 'en' ? panes.first() : panes.last();
  const parts = key.split('.');
  const input = pane
    .locator(`section[data-key-path="${key}"]`)
    .locator(`input[lang="${HTML_LANG[lang]}"], textarea[lang="${HTML_LANG[lang]}"]`);
  for (let depth = 1; depth <= parts.length; depth++) {
    const parent = parts.slice(0, depth - 1).join('.');
    const target =
      depth === parts.length ? input : pane.locator(`section[data-key-path="${parts.slice(0, depth).join('.')}"]`);
    const drawn = pane.locator(parent ? `section[data-key-path^="${parent}."]` : 'section[data-key-path]');
    await expect(async () => {
      if (!(await target.count())) await drawn.last().scrollIntoViewIfNeeded();
      await expect(target).toBeAttached({ timeout: 1000 });
    }).toPass();
    await target.scrollIntoViewIfNeeded();
  }
  return input;
}

/**
 * `npm run admin` with these options (--port 0 picks a free port), in `cwd` (a copy of the site runs its own);
 * resolves to the process and the admin's origin once it listens.
 */
export function startAdmin(args: string[], cwd?: string): Promise<{ admin: ChildProcess; origin: string }> {
  const admin = spawn(process.execPath, ['tools/admin/serve.mjs', '--port', '0', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    admin.once('exit', (code) => reject(new Error(`the admin exited with ${code}`)));
    admin.stdout!.setEncoding('utf8').on('data', (text: string) => {
      const origin = /(http:\/\/127\.0\.0\.1:\d+)\/admin\//.exec(text)?.[1];
      if (origin) resolve({ admin, origin });
    });
  });
}
