/**
 * A save in the admin shows on the live preview: `npm run admin` of a copy of the site (which also runs astro dev
 * of that copy), an editor changes the home page's button, saves, and the home page already open in the preview
 * shows the new text by itself (astro dev's live reload), as a visitor of the preview sees it.
 *
 * What is stood in for: the folder dialog. Playwright cannot drive the browser's native folder picker, so, as in
 * admin.spec.ts, window.showDirectoryPicker returns a folder of the origin private file system holding the
 * copy's dictionaries. The browser cannot reach a real folder without that dialog, so each (text) file the CMS
 * writes or moves there is also written or moved, as the CMS's call finishes, on the same path of the copy on
 * disk, which astro dev serves. Everything else is real: the CMS's form and save, the admin's preview link,
 * astro dev, its file watcher and live reload.
 */
import { type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { flattenEntries } from '../../src/i18n/dictionary';
import { LANGUAGES } from '../../src/i18n/languages';
import { PORTS } from '../../tools/harness/ports';
import { ROOT, copyProject, type ProjectCopy } from '../../tools/harness/project-copy';
import { COPY_FOLDER, field, openCopyOfRepository, startAdmin } from './cms';

const KEY = 'homepage.women.cta';
const LOCALES = 'src/i18n/locales';
const PREVIEW = `http://127.0.0.1:${PORTS.preview}`;

let copy: ProjectCopy;
let admin: ChildProcess;
let origin: string;

// astro dev's first page waits for its dependency bundling (about a minute on a busy two-core machine), and the
// CMS takes 20-30 s to parse the repository before its form shows: that is the length of this test, not a wait.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = copyProject('admin-preview');
  // The copy lives inside this checkout and takes its packages from the checkout's node_modules, outside the
  // copy's own root, where astro dev (Vite) serves no file by default: its islands' renderer (@astrojs/react)
  // would be refused and the preview's carousels never start. Allowed in the copy only; the real one has its own.
  copy.edit(
    'astro.config.mjs',
    'export default defineConfig({',
    `export default defineConfig({\n  vite: { server: { fs: { allow: [${JSON.stringify(ROOT)}] } } },`,
  );
  ({ admin, origin } = await startAdmin(['--preview-port', String(PORTS.preview)], copy.dir));
  // The preview answers once astro dev has started; its first page then bundles the islands' dependencies.
  await expect
    .poll(
      () =>
        fetch(`${PREVIEW}/en`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 200_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  // The admin stops its astro dev as it exits.
  if (admin && admin.exitCode === null) {
    const exited = new Promise((resolve) => admin.once('exit', resolve));
    admin.kill();
    await exited;
  }
  copy?.remove();
});

test('a save in the admin shows on the already open preview page by itself', async ({ page, context }) => {
  const file = `${LOCALES}/en.json`;
  const before = readFileSync(join(copy.dir, file), 'utf8');
  const english = new Map(flattenEntries(JSON.parse(before))).get(KEY)!;
  const edited = `${english} today`;
  const files = Object.fromEntries(
    LANGUAGES.map((lang) => `${LOCALES}/${lang}.json`).map((path) => [
      path,
      readFileSync(join(copy.dir, path), 'utf8'),
    ]),
  );

  // The stand-in's second half: each write and each move the CMS makes in the private folder is made on the
  // same paths of the copy on disk (it saves a file by writing a temporary one and moving it over the old).
  const inCopy = (path: string) => {
    const target = resolve(copy.dir, path);
    if (relative(copy.dir, target).startsWith('..')) throw new Error(`${path} is outside the copy`);
    return target;
  };
  await page.exposeFunction('writeInCopy', (path: string, text: string) => writeFileSync(inCopy(path), text));
  await page.exposeFunction('moveInCopy', (from: string, to: string) => renameSync(inCopy(from), inCopy(to)));
  await openCopyOfRepository(page, files, `${origin}/admin/`);
  await page.evaluate(async (folder) => {
    const disk = window as unknown as {
      writeInCopy(path: string, text: string): Promise<void>;
      moveInCopy(from: string, to: string): Promise<void>;
    };
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
    const pathOf = async (handle: FileSystemHandle) => (await root.resolve(handle))!.join('/');
    const handles = new WeakMap<FileSystemWritableFileStream, FileSystemFileHandle>();
    const { createWritable, move } = FileSystemFileHandle.prototype as FileSystemFileHandle & {
      move(...args: unknown[]): Promise<void>;
    };
    FileSystemFileHandle.prototype.createWritable = async function (...args) {
      const writable = await createWritable.apply(this, args);
      handles.set(writable, this);
      return writable;
    };
    const { close } = FileSystemWritableFileStream.prototype;
    FileSystemWritableFileStream.prototype.close = async function () {
      await close.call(this);
      const handle = handles.get(this)!;
      await disk.writeInCopy(await pathOf(handle), await (await handle.getFile()).text());
    };
    Object.assign(FileSystemFileHandle.prototype, {
      async move(this: FileSystemFileHandle, ...args: unknown[]) {
        const from = await pathOf(this);
        await move.apply(this, args);
        await disk.moveInCopy(from, await pathOf(this));
      },
    });
  }, COPY_FOLDER);

  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByText('Interface text (all pages)').click();

  // The preview, open beside the admin through the entry's own link: the home page with the button as it is.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'View on Live Site' }).click(),
  ]);
  await expect(preview).toHaveURL(`${PREVIEW}/en`);
  await expect(preview.getByRole('link', { name: english, exact: true })).toBeVisible();
  // The real page, islands included: the hero carousel starts (Astro drops an island's `ssr` mark once it runs).
  await expect(preview.locator('astro-island[client="painted"]').first()).not.toHaveAttribute('ssr');

  await (await field(page, KEY, 'en')).fill(edited);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();

  // The save wrote the copy on disk, and only that line changed.
  await expect
    .poll(() => readFileSync(join(copy.dir, file), 'utf8'))
    .toBe(before.replace(`"cta": ${JSON.stringify(english)}`, `"cta": ${JSON.stringify(edited)}`));
  // The same tab, not reloaded by the test: astro dev saw the file change and reloaded the page.
  await expect(preview.getByRole('link', { name: edited, exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('link', { name: english, exact: true })).toHaveCount(0);
});
