/**
 * An editor finds a string by its words: in the admin (Chromium, offline) they type "Contact Us" in "Find a
 * string", and one click on the result shows the home page button's field, in view, focused and highlighted.
 * The admin is the one Playwright starts on this checkout's dictionaries; the folder dialog is stood in for as
 * in admin.spec.ts (cms.ts).
 */
import { expect, test } from '@playwright/test';
import { EDITED_FOLDERS, filesOf, openCopyOfRepository } from './cms';

const KEY = 'homepage.women.cta';

// The CMS parses the repository copy before its form shows: 20-30 s on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  // Offline: anything for another address than the admin's is refused.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});

test('searching for "Contact Us" opens the button\'s field in view and focused, with one click', async ({ page }) => {
  await openCopyOfRepository(page, filesOf(EDITED_FOLDERS));
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The finder has a button beside the CMS's search bar, and a link beside the entries, as the status page has.
  await expect(page.getByRole('searchbox', { name: 'Search for contents…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find a string' })).toBeVisible();
  await page.getByRole('link', { name: 'Find a string by its words' }).click();

  const finder = page.getByRole('dialog', { name: 'Find a string' });
  await finder.getByRole('searchbox', { name: /Words of the string/ }).fill('Contact Us');
  // Each match by its place in the form, with its text in every language.
  const result = finder
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Button: “Contact Us”/ }) });
  await expect(result.getByRole('button')).toHaveText(/^Home page → .+ → Button: “Contact Us”$/);
  await expect(result.locator('dd[lang="es"]')).not.toBeEmpty();

  await result.getByRole('button').click();
  await expect(finder).toBeHidden();
  const pane = page.getByRole('group', { name: /^Edit .* Content$/ }).first();
  const field = pane.locator(`section[data-key-path="${KEY}"]`);
  const input = field.locator('input[lang="en"], textarea[lang="en"]');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Contact Us');
  await expect(input).toBeInViewport();
  await expect(field).toHaveClass(/found-field/);
});

// The CMS's own search finds the words too, but lists only the whole entry; opened from there, the
// entry shows the first field with the words, which the CMS alone cannot do while that field is not drawn yet.
test('the CMS\'s own quick search lists the dictionary entry for "Contact Us" and opens it on a field with the words', async ({
  page,
}) => {
  await openCopyOfRepository(page, filesOf(EDITED_FOLDERS));
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  const search = page.getByRole('searchbox', { name: 'Search for contents…' });
  await search.fill('Contact Us');
  await search.press('Enter');
  const row = page.getByRole('row', { name: /Interface text \(all pages\)/ });
  const focused = page.locator('section[data-key-path] :is(input, textarea):focus');
  // Under load the CMS can redraw its results between drawing the row and taking the click, which is then lost
  // and leaves the results on screen: the row is clicked again while it is still there.
  await expect(async () => {
    if (await row.isVisible()) await row.click({ timeout: 2_000 });
    await expect(focused).toHaveValue(/contact us/i, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await expect(focused).toBeInViewport();
});

test('the status page links to the finder, which the admin then opens with', async ({ page }) => {
  await page.goto('/admin/status');
  await page.getByRole('link', { name: 'Find a string by its words' }).click();
  await expect(page.getByRole('dialog', { name: 'Find a string' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: /Words of the string/ })).toBeFocused();
  // The address loses its ?find, so that a reload or the CMS's own navigation does not open it again.
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
});
