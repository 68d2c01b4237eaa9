/**
 * The site once the client has supplied its facts and its reviewers have signed: a copy of the project in which every
 * claim has a source, the 510(k) number, the Instructions for Use address and the manufacturer are set, and medical,
 * legal and regulatory have approved every claim and departure through `npm run sign-off`, built for a real origin
 * with the launch gate's override, with the patients page's sections reordered. Every sentence that states a claim
 * carries its marker, in every language; markers are numbered in the order the page shows them, not in en.json's; the
 * Sources list follows the outbound-link rule; a page stating no claim lists nothing.
 */
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { CLAIMS } from '../../src/data/claims';
import { DEPARTURES } from '../../src/data/departures';
import { PAGE_GROUPS, PAGES, pagePath } from '../../src/i18n/paths';
import { startSiteServer } from '../../tools/harness/site-server.mjs';
import { copyProject, type ProjectCopy } from '../../tools/harness/project-copy';
import { LANGS, copy } from './support';

const citation = (id: string) => `Fixture A. The evidence for ${id}. Test Journal. 2025;1:1-9.`;
const sourceUrl = (id: string) => `https://doi.org/10.5555/${id}`;
/** The source the copy lists for a claim: its own, where it has one, else the fixture's. */
const listed = (id: keyof typeof CLAIMS) => ({
  citation: CLAIMS[id].source?.citation ?? citation(id),
  url: CLAIMS[id].source?.url ?? sourceUrl(id),
});
const K_NUMBER = 'K999999';
const IFU_URL = 'https://www.adhera-launch-test.com/ifu.pdf';
const MAKER = { name: 'Fixture Devices Ltd', address: '1 Fixture Street, Testbury' };

test.describe.configure({ mode: 'serial' });

let scratch: ProjectCopy;
let server: Awaited<ReturnType<typeof startSiteServer>>;
let buildOutput = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  scratch = copyProject('launch-fixture');
  // Claims with a source keep it; each of the others gets one.
  for (const [id, claim] of Object.entries(CLAIMS).filter(([, claim]) => !claim.source)) {
    scratch.edit(
      'src/data/claims.ts',
      new RegExp(`(\\n  ${id}: \\{[^}]*?)source: null`),
      `$1source: { citation: '${citation(id)}', url: '${sourceUrl(id)}', ` +
        `quote: ${JSON.stringify(claim.statement)}, dataYear: '2025' }`,
    );
  }
  // An editor moves the patients' section above the highlights: en.json still lists the highlights first.
  scratch.edit(
    'src/pages/[lang]/patients.astro',
    /(\n {2}<div class="container highlights">[\s\S]*?<\/div>\n)(\n {2}<Section id="patients"[\s\S]*?<\/Section>\n)/,
    '$2$1',
  );
  scratch.edit('src/config/regulatory.ts', /fda: null/, `fda: '${K_NUMBER}'`);
  scratch.edit('src/config/regulatory.ts', /instructionsUrl: null/, `instructionsUrl: '${IFU_URL}'`);
  scratch.edit('src/config/regulatory.ts', /name: null/, `name: '${MAKER.name}'`);
  scratch.edit('src/config/regulatory.ts', /address: null/, `address: '${MAKER.address}'`);
  // Each reviewer approves every item, as the copy's words now stand, with the command they would run.
  const items = [
    ...Object.keys(CLAIMS).map((id) => `claim:${id}`),
    ...Object.keys(DEPARTURES).map((id) => `departure:${id}`),
  ];
  for (const role of ['medical', 'legal', 'regulatory']) {
    const signed = spawnSync(
      process.execPath,
      ['tools/sign-off.mjs', ...items, '--approve', '--role', role, '--reviewer', `Fixture ${role} reviewer`],
      { cwd: scratch.dir, encoding: 'utf8' },
    );
    expect(signed.status, signed.stderr).toBe(0);
  }
  const build = scratch.build({ SITE_URL: 'https://www.adhera-launch-test.com', LAUNCH_ALLOW_PLACEHOLDERS: '1' });
  buildOutput = build.output;
  expect(build.status, build.output).toBe(0);
  server = await startSiteServer(`${scratch.dir}/dist`);
});

test.afterAll(async () => {
  await server?.stop();
  scratch?.remove();
});

/** Text as Astro writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

test('the override builds for a real origin, and warns with the gate’s list', () => {
  expect(buildOutput).toContain('LAUNCH_ALLOW_PLACEHOLDERS=1: building https://www.adhera-launch-test.com');
  expect(buildOutput).toContain('contact address is contact@adhera.example');
});

test('the gate lists no claim or departure once every claim has a source and every reviewer has approved it', () => {
  expect(buildOutput).toContain('Regulatory references:');
  expect(buildOutput).not.toContain('no source for');
  expect(buildOutput).not.toContain('Sign-off:');
  expect(buildOutput).not.toMatch(/(claim|departure):\w+ is not approved/);
});

for (const lang of LANGS) {
  test(`/${lang}: every sentence stating a claim carries its marker, numbered in page order`, async ({ request }) => {
    for (const page of PAGES) {
      const path = pagePath(lang, page);
      const html = await (await request.get(`${server.origin}${path}`)).text();
      const keys = Object.values(CLAIMS)
        .flatMap((claim) => claim.keys)
        .filter((key) => PAGE_GROUPS[page].some((group) => key.startsWith(`${group}.`)) && !/\.meta\./.test(key));
      for (const key of new Set(keys)) {
        expect.soft(html, `${path} ${key}`).toContain(`${escaped(copy(lang, key))}<sup class="cite">`);
      }
      const firstSeen = [...new Set([...html.matchAll(/href="#source-(\d+)"/g)].map((match) => Number(match[1])))];
      expect(firstSeen, path).toEqual(firstSeen.map((_, index) => index + 1));
      expect(html.match(/<li id="source-\d+"/g) ?? [], path).toHaveLength(firstSeen.length);
    }
  });

  test(`/${lang}/patients: a section moved up is numbered before the highlights, whatever en.json's order`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}/${lang}/patients`);
    const numberOf = async (id: keyof typeof CLAIMS) =>
      Number(await page.locator('[data-sources] li', { hasText: listed(id).citation }).getAttribute('value'));
    // en.json names alcohol-free (patients.band.alcohol) before positioning (patients.band.positioning); the moved
    // section states positioning (p1) before alcohol-free (p2), and the page shows it first.
    expect(await numberOf('positioning')).toBeLessThan(await numberOf('alcoholFree'));
  });

  test(`/${lang}/impact lists its sources with the outbound-link rule, and a marker leads to one`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${server.origin}/${lang}/impact`);
    const sources = page.getByRole('region', { name: copy(lang, 'rodape.sources.title') });
    await expect(sources).toBeVisible();
    const first = sources.getByRole('listitem').first();
    // The hero's title (why early detection matters) states the first claim the page shows.
    await expect(first).toContainText(listed('earlyDetection').citation);
    const link = first.getByRole('link');
    await expect(link).toHaveAttribute('href', listed('earlyDetection').url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText(copy(lang, 'rodape.newTab'));

    // The title's marker leads to the first source.
    const marker = page.locator('.hero h1 sup.cite a').first();
    await expect(marker).toHaveText('1');
    await expect(marker).toHaveAccessibleName(copy(lang, 'rodape.sources.marker').replace('{{n}}', '1'));
    await marker.click();
    await expect(page).toHaveURL(/#source-1$/);
    await expect(page.locator('#source-1')).toBeInViewport();
    // The list's own styles apply (the policy allows them): the marker takes the colour of its sentence.
    const sentence = await page.locator('.hero h1').evaluate((element) => getComputedStyle(element).color);
    await expect(marker).toHaveCSS('color', sentence);
    expect(refused).toEqual([]);
  });

  test(`/${lang}/missing states no claim and lists no sources`, async ({ page }) => {
    await page.goto(`${server.origin}/${lang}/missing`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.sources')).toHaveCount(0);
    await expect(page.locator('sup.cite')).toHaveCount(0);
  });

  test(`/${lang} shows the 510(k) number on its card, and links the Instructions for Use`, async ({ page }) => {
    await page.goto(`${server.origin}/${lang}`);
    const cards = page.locator('#approvals .feature');
    await expect(cards.filter({ hasText: K_NUMBER })).toHaveCount(1);
    await expect(cards.filter({ hasText: K_NUMBER }).getByRole('heading')).toHaveText(
      copy(lang, 'homepage.approvals.fda.badge'),
    );
    await expect(page.locator('#approvals .feature__reference')).toHaveText(
      copy(lang, 'homepage.approvals.fda.reference').replace('{{number}}', K_NUMBER),
    );
    const ifu = page.locator('#approvals .intended-use').getByRole('link');
    await expect(ifu).toHaveAttribute('href', IFU_URL);
    await expect(ifu).toHaveAttribute('target', '_blank');
    await expect(ifu).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(ifu).toContainText(copy(lang, 'homepage.approvals.intendedUse.ifuLink'));
  });

  test(`/${lang}/patients names the manufacturer in its footer`, async ({ page }) => {
    await page.goto(`${server.origin}/${lang}/patients`);
    const line = copy(lang, 'rodape.manufacturer')
      .replace('{{name}}', MAKER.name)
      .replace('{{address}}', MAKER.address);
    await expect(page.getByRole('contentinfo').getByText(line, { exact: true })).toBeVisible();
  });
}
