/**
 * The site once the client supplies a source and a regulatory number: a copy of the project with the 48% claim
 * sourced and a 510(k) number set, built for a real origin with the launch gate's override. The pages that state
 * the claim mark it and list its source in every language; the others list nothing; the number shows on its card.
 */
import { expect, test } from '@playwright/test';
import { copyProject, serveDist, type ProjectCopy } from '../project-copy';
import { LANGS } from './support';

const CITATION = 'Fixture A, Fixture B. A sourced claim for the launch test. Test Journal. 2025;1:1-9.';
const SOURCE_URL = 'https://doi.org/10.5555/launch-fixture';
const K_NUMBER = 'K999999';

test.describe.configure({ mode: 'serial' });

let scratch: ProjectCopy;
let server: { origin: string; stop: () => void };
let buildOutput = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  scratch = copyProject('launch-fixture');
  scratch.edit(
    'src/data/claims.ts',
    /(youngerWomen: \{[^}]*?)source: null/s,
    `$1source: { citation: '${CITATION}', url: '${SOURCE_URL}' }`,
  );
  scratch.edit('src/config/regulatory.ts', /fda: null/, `fda: '${K_NUMBER}'`);
  const build = scratch.build({ SITE_URL: 'https://www.adhera-launch-test.com', LAUNCH_ALLOW_PLACEHOLDERS: '1' });
  buildOutput = build.output;
  expect(build.status, build.output).toBe(0);
  server = await serveDist(`${scratch.dir}/dist`);
});

test.afterAll(() => {
  server?.stop();
  scratch?.remove();
});

test('the override builds for a real origin, and warns with the gate’s list', () => {
  expect(buildOutput).toContain('LAUNCH_ALLOW_PLACEHOLDERS=1: building https://www.adhera-launch-test.com');
  expect(buildOutput).toContain('contact address is contact@adhera.example');
});

for (const lang of LANGS) {
  test(`/${lang}/impact marks the sourced claim and lists its source`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${server.origin}/${lang}/impact`);
    const sources = page.getByRole('region', { name: /^(Sources|Fuentes|Fontes)$/ });
    await expect(sources).toBeVisible();
    await expect(sources.getByRole('listitem')).toHaveCount(1);
    await expect(sources.getByRole('listitem')).toContainText(CITATION);
    const link = sources.getByRole('link');
    await expect(link).toHaveAttribute('href', SOURCE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const newTab = await page.locator('footer .visually-hidden').first().textContent();
    await expect(link).toContainText(newTab!.trim());

    // The hero subtitle and the incidence box state the 48% rise: each carries marker 1, which leads to the source.
    const markers = page.locator('main sup.cite a');
    await expect(markers).toHaveCount(2);
    await expect(page.locator('.hero__subtitle sup.cite a')).toHaveText('1');
    await markers.first().click();
    await expect(page).toHaveURL(/#source-1$/);
    await expect(page.locator('#source-1')).toBeInViewport();
    // The list's own styles apply: the policy allows them, and the marker takes the colour of its sentence.
    const sentence = await page.locator('.hero__subtitle').evaluate((element) => getComputedStyle(element).color);
    await expect(page.locator('.hero__subtitle sup.cite a')).toHaveCSS('color', sentence);
    expect(refused).toEqual([]);
  });

  test(`/${lang} pages that do not state the sourced claim list no sources`, async ({ page }) => {
    for (const path of [`/${lang}`, `/${lang}/patients`, `/${lang}/innovation`, `/${lang}/missing`]) {
      await page.goto(`${server.origin}${path}`);
      await expect(page.locator('main h1, main h2').first()).toBeAttached();
      await expect(page.locator('.sources'), path).toHaveCount(0);
      await expect(page.locator('sup.cite'), path).toHaveCount(0);
    }
  });

  test(`/${lang} shows the 510(k) number on its credential card, and no other number`, async ({ page }) => {
    await page.goto(`${server.origin}/${lang}`);
    const cards = page.locator('#approvals .feature');
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: K_NUMBER })).toHaveCount(1);
    await expect(cards.filter({ hasText: K_NUMBER }).getByRole('heading')).toHaveText(/510\(k\)/);
    await expect(page.locator('#approvals .feature__reference')).toHaveCount(1);
  });
}
