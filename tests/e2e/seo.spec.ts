/** What search engines and social sites read: on every page of every language, and the files beside them. */
import { expect, type APIRequestContext } from '@playwright/test';
import { SITE_URL } from '../../src/config/site-url.mjs';
import { HTML_LANG, LANGS, OG_LOCALE, PAGES, copy, test, type PagePath } from './support';

/** The dictionary group that holds each page's title and description. */
const META_SECTION: Record<PagePath, string> = {
  '': 'homepage',
  '/patients': 'patients',
  '/innovation': 'innovation',
  '/impact': 'impact',
};
const abs = (path: string) => new URL(path, SITE_URL).href;
/** A page's hreflang alternates: one per row of the language table, by its tag, then x-default → English. */
const alternatesOf = (slug: string) => [
  ...LANGS.map((lang) => [HTML_LANG[lang], abs(`/${lang}${slug}`)]),
  ['x-default', abs(`/en${slug}`)],
];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function getPng(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  return response.body();
}

for (const lang of LANGS) {
  for (const slug of PAGES) {
    const path = `/${lang}${slug}`;
    test(`${path}: localized meta, canonical, alternates, cards${slug ? '' : ' and JSON-LD'}`, async ({ page }) => {
      await page.goto(path);
      const head = page.locator('head');
      const meta = {
        title: copy(lang, `${META_SECTION[slug]}.meta.title`),
        description: copy(lang, `${META_SECTION[slug]}.meta.description`),
      };
      await expect(page).toHaveTitle(meta.title.includes('Adhera') ? meta.title : `${meta.title} | Adhera`);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);

      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', abs(path));
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(alternates).toEqual(alternatesOf(slug));
      // The alternate in this page's own language is the page itself (reciprocal set).
      expect(alternates).toContainEqual([HTML_LANG[lang], abs(path)]);

      const property = (name: string) => head.locator(`meta[property="${name}"]`);
      await expect(property('og:locale')).toHaveAttribute('content', OG_LOCALE[lang]);
      expect(
        (await property('og:locale:alternate').evaluateAll((m) => m.map((e) => e.getAttribute('content')))).sort(),
      ).toEqual(
        LANGS.filter((l) => l !== lang)
          .map((l) => OG_LOCALE[l])
          .sort(),
      );
      await expect(property('og:url')).toHaveAttribute('content', abs(path));
      await expect(property('og:title')).toHaveAttribute('content', await page.title());
      await expect(property('og:image')).toHaveAttribute('content', abs(`/share/${lang}.png`));
      await expect(property('og:image:width')).toHaveAttribute('content', '1200');
      await expect(property('og:image:height')).toHaveAttribute('content', '630');
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(property('og:image:alt')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
        'content',
        (await property('og:image:alt').getAttribute('content'))!,
      );

      const jsonLd = head.locator('script[type="application/ld+json"]');
      if (slug) {
        // The organisation and the product are described once, on the home page.
        await expect(jsonLd).toHaveCount(0);
        return;
      }
      const graph = JSON.parse((await jsonLd.textContent()) ?? '{}')['@graph'];
      const organization = graph.find((node: { '@type': string }) => node['@type'] === 'Organization');
      const product = graph.find((node: { '@type': string }) => node['@type'] === 'Product');
      expect(organization).toMatchObject({ name: 'Adhera', url: abs('/') });
      expect(product).toMatchObject({
        name: 'Adhera',
        brand: { name: 'Adhera' },
        manufacturer: { '@id': organization['@id'] },
      });
      expect(product.description).toBe(copy(lang, 'homepage.meta.description'));
    });
  }
}

test('not-found pages are noindex, without canonical, alternates or JSON-LD', async ({ page }) => {
  for (const path of ['/es/missing', '/missing']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  }
});

test('each language has its own 1200×630 share image', async ({ request }) => {
  const images = await Promise.all(LANGS.map((lang) => getPng(request, abs(`/share/${lang}.png`))));
  for (const image of images) expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
  // English and Spanish words differ, so the pictures do.
  expect(images[0].equals(images[1])).toBe(false);
});

test('robots.txt names the sitemap, and the sitemap lists every page with its alternates', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toBe(abs('/sitemap-index.xml'));
  const index = await (await request.get(new URL(sitemapUrl!).pathname)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(sitemaps.length).toBeGreaterThan(0);

  const entries: string[] = [];
  for (const sitemap of sitemaps)
    entries.push(...(await (await request.get(new URL(sitemap).pathname)).text()).split('<url>').slice(1));
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  expect(locs.sort()).toEqual(LANGS.flatMap((lang) => PAGES.map((slug) => abs(`/${lang}${slug}`))).sort());
  for (const entry of entries) {
    const slug = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]).pathname.replace(/^\/[a-z]{2}/, '');
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links.sort()).toEqual(alternatesOf(slug).sort());
  }
});

test('the favicons are linked once the page has painted, so that the page itself is asked for first', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/en')).text();
  const iconsOutsideNoscript = [
    ...served.replace(/<noscript[^]*?<\/noscript>/g, '').matchAll(/<link rel="icon"[^>]*>/g),
  ];
  // An empty icon until then, or browsers would ask for /favicon.ico while the page loads.
  expect(iconsOutsideNoscript.map(([link]) => link)).toEqual(['<link rel="icon" href="data:,">']);
  await page.goto('/en');
  // The link, and by then the first paint (Playwright's headless shell fetches no favicon, so the request is not seen).
  await expect(page.locator('head > link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    'href',
    '/icons/favicon.svg',
  );
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the favicons are linked from the start', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', '/icons/favicon.svg');
    await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', '/icons/favicon-32.png');
  });
});

test('favicons and the JSON-LD logo exist at the sizes they claim', async ({ page, request }) => {
  await page.goto('/en');
  const href = (selector: string) => page.locator(selector).getAttribute('href');
  // The SVG one is a file of its own, served as SVG, and a drawing a browser can show.
  const svgIcon = (await href('link[rel="icon"][type="image/svg+xml"]'))!;
  expect((await request.get(svgIcon)).headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const decodes = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    return image.decode().then(
      () => true,
      () => false,
    );
  }, svgIcon);
  expect(decodes, 'the SVG favicon decodes as an image').toBe(true);
  expect(pngSize(await (await request.get((await href('link[rel="icon"][sizes="32x32"]'))!)).body())).toEqual({
    width: 32,
    height: 32,
  });
  expect(pngSize(await (await request.get((await href('link[rel="apple-touch-icon"]'))!)).body())).toEqual({
    width: 180,
    height: 180,
  });

  const logo = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'][0].logo;
  expect(pngSize(await (await request.get(new URL(logo).pathname)).body())).toEqual({ width: 512, height: 512 });
  // No web manifest: Chrome would fetch one on every first visit, on a connection of its own, only to offer
  // installing the site as an app.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});
