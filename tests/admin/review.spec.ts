/**
 * An editor marks an outdated translation as still right in the admin: the status page shows what changed in the
 * source, its button records the review, and `npm run i18n:status` then no longer lists it. The admin serves a
 * scratch git repository of dictionaries (--locales), so the test writes nothing in this checkout.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GIT_ENV } from '../../tools/harness/git-env';
import { LANGUAGES, type Lang } from '../../src/i18n/languages';
import { field, openCopyOfRepository, startAdmin } from './cms';

const KEY = 'homepage.women.cta';
const NEW_ENGLISH = 'Write to us';

/**
 * The clean fixture's dictionaries committed in a scratch git repository, then the English button text changed
 * in a second commit, with the languages in `alsoChanged` changed alongside (so that only the others are
 * outdated); resolves to the folder and an admin serving it.
 */
async function scratchDictionaries(alsoChanged: Record<string, [string, string]> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'admin-review-'));
  cpSync('tests/fixtures/i18n/clean', dir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: GIT_ENV });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Dictionaries');
  const changes = { en: ['"cta": "Contact Us"', `"cta": "${NEW_ENGLISH}"`], ...alsoChanged };
  for (const [lang, [from, to]] of Object.entries(changes)) {
    const file = join(dir, `${lang}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
  }
  git('commit', '--quiet', '--all', '-m', 'New button text');
  return { dir, ...(await startAdmin(['--no-preview', '--locales', dir])) };
}

let dir: string;
let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  // es and pt are outdated.
  ({ dir, admin: server, origin } = await scratchDictionaries());
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `npm run i18n:status -- --json` on the scratch dictionaries: the outdated keys as "lang key". */
function outdated(folder = dir) {
  const run = spawnSync('node', ['tools/i18n-status.mjs', folder, '--json'], { encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { languages: { lang: string; outdated: { key: string }[] }[] };
  return report.languages.flatMap(({ lang, outdated: keys }) => keys.map(({ key }) => `${lang} ${key}`));
}

test('marking an outdated translation still right removes it from npm run i18n:status', async ({ page }) => {
  expect(outdated()).toEqual(['es homepage.women.cta', 'pt homepage.women.cta']);
  await page.goto(`${origin}/admin/status`);
  const spanish = page.locator(`li[id="es:${KEY}"]`);
  // The source language is named, with its new text.
  await expect(spanish).toContainText(`English changed on`);
  await expect(spanish.locator('q[lang="en"]')).toHaveText(NEW_ENGLISH);
  await spanish.getByRole('button', { name: /Still right/ }).click();
  await expect(page.getByRole('status')).toHaveText(`es:${KEY} is recorded as reviewed.`);
  await expect(page.locator(`li[id="es:${KEY}"]`)).toHaveCount(0);
  await expect(page.locator(`li[id="pt:${KEY}"]`)).toHaveCount(1);
  // The same record as `npm run i18n:status -- --reviewed es:homepage.women.cta`.
  expect(outdated()).toEqual(['pt homepage.women.cta']);
  expect(JSON.parse(readFileSync(join(dir, 'reviewed.json'), 'utf8'))).toHaveProperty(['es', KEY, 'en']);
});

test('a review posted from another site is refused', async ({ request }) => {
  const response = await request.post(`${origin}/admin/reviewed`, {
    form: { target: `pt:${KEY}` },
    headers: { Origin: 'http://attacker.example' },
  });
  expect(response.status()).toBe(403);
  expect(outdated()).toContain('pt homepage.women.cta');
});

test.describe('in the form', () => {
  // The CMS parses the repository copy before its form shows: 20-30 s on a busy two-core machine.
  test.describe.configure({ timeout: 120_000 });
  let scratch: Awaited<ReturnType<typeof scratchDictionaries>>;

  test.beforeAll(async () => {
    // Spanish is translated anew with the English change: only European Portuguese is outdated.
    scratch = await scratchDictionaries({ es: ['"cta": "Contacto"', '"cta": "Escríbenos"'] });
  });

  test.afterAll(() => {
    scratch?.admin.kill();
    if (scratch) rmSync(scratch.dir, { recursive: true, force: true });
  });

  test("the outdated hint shows under the outdated language's field only, with the source's new text", async ({
    page,
    context,
  }) => {
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const files = Object.fromEntries(
      LANGUAGES.map((lang) => [
        `src/i18n/locales/${lang}.json`,
        readFileSync(join(scratch.dir, `${lang}.json`), 'utf8'),
      ]),
    );
    await openCopyOfRepository(page, files, `${scratch.origin}/admin/`);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.getByText('Interface text (all pages)').click();
    const locales = page.getByRole('radiogroup', { name: 'Switch Locale' }).last();
    const hintOf = (lang: Lang) =>
      page.locator(`.pane[data-locale="${lang}"] section[data-key-path="${KEY}"]`).locator('.outdated-hint');

    await locales.getByRole('radio', { name: 'Portuguese (Portugal)' }).click();
    await field(page, KEY, 'pt');
    // Under pt's field: the source language and what it says now, and the way to mark it still right.
    await expect(hintOf('pt')).toHaveText(
      new RegExp(`^⚠ European Portuguese is outdated: English changed on [\\d-]+ to “${NEW_ENGLISH}”\\. Review`),
    );
    await expect(hintOf('pt').getByRole('link', { name: 'Review or mark still right' })).toHaveAttribute(
      'href',
      `/admin/status#pt:${KEY}`,
    );
    // Not under English's, the source, nor under Spanish's, translated anew.
    await field(page, KEY, 'en');
    await expect(hintOf('en')).toHaveCount(0);
    await locales.getByRole('radio', { name: 'Spanish' }).click();
    await field(page, KEY, 'es');
    await expect(hintOf('es')).toHaveCount(0);
    await expect(page.getByText(/is outdated/)).toHaveCount(0);
  });
});

test.describe('two reviewers at once', () => {
  let scratch: Awaited<ReturnType<typeof scratchDictionaries>>;
  const reviewAt = (page: Page, target: string) =>
    page
      .locator(`li[id="${target}"]`)
      .getByRole('button', { name: /Still right/ })
      .click();

  test.beforeEach(async () => {
    // es and pt are outdated.
    scratch = await scratchDictionaries();
  });

  test.afterEach(() => {
    scratch?.admin.kill();
    if (scratch) rmSync(scratch.dir, { recursive: true, force: true });
  });

  test('two status pages each mark a translation still right: reviewed.json keeps both records', async ({
    context,
  }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto(`${scratch.origin}/admin/status`);
    await b.goto(`${scratch.origin}/admin/status`);
    await reviewAt(a, `es:${KEY}`);
    await expect(a.getByRole('status')).toHaveText(`es:${KEY} is recorded as reviewed.`);
    // B's page was opened before A's review.
    await reviewAt(b, `pt:${KEY}`);
    await expect(b.getByRole('status')).toHaveText(`pt:${KEY} is recorded as reviewed.`);

    expect(outdated(scratch.dir)).toEqual([]);
    const reviews = JSON.parse(readFileSync(join(scratch.dir, 'reviewed.json'), 'utf8'));
    expect(reviews).toHaveProperty(['es', KEY, 'en']);
    expect(reviews).toHaveProperty(['pt', KEY, 'en']);
  });

  test('a source changed since the status page was opened is not vouched for: the page names the string and shows both texts', async ({
    page,
  }) => {
    await page.goto(`${scratch.origin}/admin/status`);
    // As a `git pull` or a developer's edit would, while the reviewer reads the page.
    const english = join(scratch.dir, 'en.json');
    writeFileSync(english, readFileSync(english, 'utf8').replace(`"cta": "${NEW_ENGLISH}"`, '"cta": "Email us"'));
    await reviewAt(page, `es:${KEY}`);

    await expect(page.getByRole('status')).toHaveText(
      `es:${KEY} is not marked. Its English source changed after this page showed it: ` +
        `the page showed “${NEW_ENGLISH}”; the file now says “Email us”. Read it again below.`,
    );
    expect(existsSync(join(scratch.dir, 'reviewed.json'))).toBe(false);
    expect(outdated(scratch.dir)).toEqual(['es homepage.women.cta', 'pt homepage.women.cta']);
    // The list shows the source as it is now, to be read again.
    await expect(page.locator(`li[id="es:${KEY}"] q[lang="en"]`)).toHaveText('Email us');
  });
});
