import { expect } from '@playwright/test';
import { ALL_PATHS, collectErrors, gotoHydrated, readThrough, test } from './support';

for (const path of [...ALL_PATHS, '/es/missing', '/missing']) {
  test(`${path} logs no console errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, path);
    await readThrough(page);
    // A 404 page's own document status is not an error of the page.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}
