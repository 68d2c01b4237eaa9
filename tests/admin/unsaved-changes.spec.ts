/**
 * Unsaved work is not dropped silently: with changes not yet saved, closing the admin's tab and leaving the form
 * both ask first; without any, neither asks.
 */
import { expect, test, type Dialog } from '@playwright/test';
import { EDITED_FOLDERS, field, filesOf, openCopyOfRepository, openDictionaryForm, textAt } from './cms';

const KEY = 'homepage.women.cta';
const REPOSITORY = filesOf(EDITED_FOLDERS);
const SPANISH = REPOSITORY['src/i18n/locales/es.json'];

// The CMS parses the repository copy before its form shows: 20-30 s on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page, context }) => {
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  await openCopyOfRepository(page, REPOSITORY);
  await openDictionaryForm(page);
});

test('closing the tab with unsaved changes asks first, and staying keeps them', async ({ page }) => {
  const input = await field(page, KEY, 'es');
  const asked: Dialog[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog);
    return dialog.dismiss();
  });
  await input.fill('Escríbenos hoy');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.map((dialog) => dialog.type())).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(input).toHaveValue('Escríbenos hoy');
});

test('an unchanged form closes with its tab without a question', async ({ page }) => {
  await field(page, KEY, 'es');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    return dialog.dismiss();
  });
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(asked).toEqual([]);
});

test('leaving the form with unsaved changes asks first: Stay keeps them, Leave goes back to the list', async ({
  page,
}) => {
  const input = await field(page, KEY, 'es');
  await input.fill('Escríbenos hoy');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(input).toHaveValue('Escríbenos hoy');

  // The CMS's Escape shortcut leaves the form too, and asks the same.
  await input.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeHidden();
  await expect(page).toHaveURL(/#\/collections\/dictionaries$/);

  // As the question says, what was left is lost: the CMS keeps no draft of it on this route.
  await page.getByText('Interface text (all pages)').click();
  await expect(await field(page, KEY, 'es')).toHaveValue(textAt(JSON.parse(SPANISH), KEY));
});
