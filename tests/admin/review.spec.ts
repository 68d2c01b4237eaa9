/**
 * An editor marks an outdated translation as still right in the admin: the status page shows what changed in the
 * source, its button records the review, and `npm run i18n:status` then no longer lists it. The admin serves a
 * scratch git repository of dictionaries (--locales), so the test writes nothing in this checkout.
 */
import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { GIT_ENV } from '../git-env';
import { startAdmin } from './cms';

const KEY = 'homepage.women.cta';
const NEW_ENGLISH = 'Write to us';

let dir: string;
let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  // The clean fixture's dictionaries, committed; then the English button text changes, so es and pt are outdated.
  dir = mkdtempSync(join(tmpdir(), 'admin-review-'));
  cpSync('tests/fixtures/i18n/clean', dir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: GIT_ENV });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Dictionaries');
  const en = join(dir, 'en.json');
  writeFileSync(en, readFileSync(en, 'utf8').replace('"cta": "Contact Us"', `"cta": "${NEW_ENGLISH}"`));
  git('commit', '--quiet', '--all', '-m', 'New button text');

  ({ admin: server, origin } = await startAdmin(['--no-preview', '--locales', dir]));
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `npm run i18n:status -- --json` on the scratch dictionaries: the outdated keys as "lang key". */
function outdated() {
  const run = spawnSync('node', ['tools/i18n-status.mjs', dir, '--json'], { encoding: 'utf8' });
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
