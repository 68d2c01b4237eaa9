/** Security in the browser: the hash-based CSP lets the site's own scripts run and nothing else. */
import { expect, test, type Page } from '@playwright/test';
import { ALL_PATHS, gotoHydrated, scrollThrough } from './support';

/** CSP violations reported by the page (events) and by Chromium (console). */
function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    violations,
    async fromEvents() {
      return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    },
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
});

for (const path of [...ALL_PATHS, '/es/missing', '/missing']) {
  test(`${path}: no CSP violation, and the scripts ran`, async ({ page }) => {
    const csp = collectCspViolations(page);
    await gotoHydrated(page, path);
    await scrollThrough(page);
    // The inline theme script ran (it adds the class) and every island hydrated.
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    expect(await csp.fromEvents()).toEqual([]);
    expect(csp.violations).toEqual([]);
  });
}

test('every page carries a hash-based CSP without unsafe-inline for scripts', async ({ request }) => {
  for (const path of [...ALL_PATHS, '/missing']) {
    const html = await (await request.get(path)).text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(policy, path).toContain("object-src 'none'");
  }
});

test('an injected inline script is blocked and reported (the policy is enforced)', async ({ page }) => {
  const csp = collectCspViolations(page);
  await gotoHydrated(page, '/en');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  await expect.poll(() => csp.fromEvents()).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('another site cannot frame the pages (frame-ancestors, X-Frame-Options)', async ({ page, request, baseURL }) => {
  // A page on another origin framing the site, and, as a control, the same document without the
  // server's headers (which it may show).
  const body = await (await request.get('/en')).text();
  await page.route('http://elsewhere.test/**', (route) =>
    new URL(route.request().url()).pathname === '/copy'
      ? route.fulfill({ contentType: 'text/html', body })
      : route.fulfill({
          contentType: 'text/html',
          body: `<iframe name="site" src="${baseURL}/en"></iframe><iframe name="copy" src="/copy"></iframe>`,
        }),
  );
  await page.goto('http://elsewhere.test/');
  await expect(page.frame('copy')!.locator('header.nav')).toBeAttached();
  // Chromium replaces a refused frame with its error page.
  const site = page.frame('site')!;
  await expect.poll(() => site.url()).toMatch(/^chrome-error:/);
  expect(await site.locator('header.nav').count()).toBe(0);
});
