/**
 * Two editors at once, on one copy of the repository: two tabs of the admin (two pages of one browser context,
 * which share its origin private file system), or a file changed on disk while a form is open, as a `git pull`
 * or a developer's editor would. A save applies the strings its form changed to the file as it is then: what
 * others saved meanwhile stays, a string both changed waits for its editor to choose, a file left half merged is
 * not written over, and an open form says what changed on disk under it before its editor types over it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  EDITED_FOLDERS,
  field,
  filesOf,
  openAdminOnCopy,
  openCopyOfRepository,
  openDictionaryForm,
  openTestimonialForm,
  readCopyOfRepository,
  textAt,
  withLines,
  writeInCopyOfRepository,
} from './cms';

const REPOSITORY = filesOf(EDITED_FOLDERS);
const SPANISH = 'src/i18n/locales/es.json';
const BUTTON = 'homepage.women.cta';
const SUBJECT = 'homepage.women.mailSubject';
const spanishNow = (page: Page) => readCopyOfRepository(page, [SPANISH]).then((files) => files[SPANISH]);

// Each tab's CMS parses the repository copy before its form shows: 20-30 s on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ context }) => {
  // Offline: anything for another address than the admin's is refused.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});

/** Tab A on a fresh copy of the repository, and tab B on the same copy, each with its dictionary form open in Spanish. */
async function twoTabs(context: BrowserContext) {
  const a = await context.newPage();
  const b = await context.newPage();
  await openCopyOfRepository(a, REPOSITORY);
  await openAdminOnCopy(b);
  // Each tab signs in on its own landing: a page that starts after A's sign-in would use the folder A picked.
  await expect(b.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await openDictionaryForm(a);
  await openDictionaryForm(b);
  return { a, b };
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry saved.')).toBeVisible();
}

test('a stale tab saves another string of the same file: both words are in the file, each on its own line', async ({
  context,
}) => {
  const { a, b } = await twoTabs(context);
  await (await field(a, BUTTON, 'es')).fill('Escríbenos hoy');
  await save(a);
  // B's form was opened before A's save.
  await (await field(b, SUBJECT, 'es')).fill('Pregunta sobre Adhera');
  await save(b);

  expect(await spanishNow(b)).toBe(
    withLines(REPOSITORY[SPANISH], { [BUTTON]: 'Escríbenos hoy', [SUBJECT]: 'Pregunta sobre Adhera' }),
  );
});

test('an open form learns of another tab’s save before its editor types: the field says what the file says now', async ({
  context,
}) => {
  const { a, b } = await twoTabs(context);
  await (await field(a, BUTTON, 'es')).fill('Escríbenos hoy');
  await save(a);

  const button = await field(b, BUTTON, 'es');
  const section = b.locator(`.pane[data-locale="es"] section[data-key-path="${BUTTON}"]`);
  await expect(section.getByText(/changed on disk since you opened this form/i)).toContainText('“Escríbenos hoy”');
  await expect(b.getByRole('status').filter({ hasText: 'es.json changed on disk' })).toContainText(BUTTON);
  // Nothing was typed for the editor: the field still holds what the form was opened with.
  await expect(button).toHaveValue(textAt(JSON.parse(REPOSITORY[SPANISH]), BUTTON));

  // A change that no tab made (a `git pull`, a developer's editor) shows the same way.
  const pulled = withLines(await spanishNow(b), { [SUBJECT]: 'Consulta sobre el adhesivo Adhera' });
  await writeInCopyOfRepository(b, SPANISH, pulled);
  await field(b, SUBJECT, 'es');
  await expect(
    b.locator(`.pane[data-locale="es"] section[data-key-path="${SUBJECT}"]`).getByText(/changed on disk/i),
  ).toContainText('“Consulta sobre el adhesivo Adhera”');
});

test('both tabs change the same string: the second save waits for its editor to choose, naming the string and both texts', async ({
  context,
}) => {
  const { a, b } = await twoTabs(context);
  await (await field(a, BUTTON, 'es')).fill('Escríbenos hoy');
  await save(a);
  const afterA = await spanishNow(a);
  await (await field(b, BUTTON, 'es')).fill('Contáctanos');
  await (await field(b, SUBJECT, 'es')).fill('Pregunta sobre Adhera');
  await b.getByRole('button', { name: 'Save' }).click();

  const question = b.getByRole('dialog', { name: 'Changed in two places' });
  const conflict = question.getByRole('group', { name: new RegExp(BUTTON.replaceAll('.', '\\.')) });
  await expect(conflict).toContainText('On disk now: Escríbenos hoy');
  await expect(conflict).toContainText('In this form: Contáctanos');
  // Nothing is written while the editor chooses, and going back to the form keeps their words.
  expect(await spanishNow(b)).toBe(afterA);
  await question.getByRole('button', { name: 'Back to the form' }).click();
  await expect(question).toBeHidden();
  await expect(b.getByText('Entry saved.')).toHaveCount(0);
  await expect(await field(b, BUTTON, 'es')).toHaveValue('Contáctanos');
  expect(await spanishNow(b)).toBe(afterA);

  // Saved again (the CMS's alert of a failed save is not in the way), the editor keeps the text on disk for the
  // button: their other change is saved beside it.
  await b.getByRole('button', { name: 'Save' }).click();
  await conflict.getByRole('radio', { name: 'Keep the text on disk' }).check();
  await question.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(b.getByText('Entry saved.')).toBeVisible();
  expect(await spanishNow(b)).toBe(
    withLines(REPOSITORY[SPANISH], { [BUTTON]: 'Escríbenos hoy', [SUBJECT]: 'Pregunta sobre Adhera' }),
  );
});

test('the file changes on disk between opening the form and saving it, as a git pull would: the save keeps that change and adds its own', async ({
  page,
}) => {
  await openCopyOfRepository(page, REPOSITORY);
  await openDictionaryForm(page);
  await field(page, BUTTON, 'es');
  const pulled = withLines(REPOSITORY[SPANISH], { [SUBJECT]: 'Consulta sobre el adhesivo Adhera' });
  await writeInCopyOfRepository(page, SPANISH, pulled);

  await (await field(page, BUTTON, 'es')).fill('Escríbenos hoy');
  await save(page);
  expect(await spanishNow(page)).toBe(withLines(pulled, { [BUTTON]: 'Escríbenos hoy' }));
});

test('a testimonial changed on disk while its form is open: the save keeps that quote and adds its own', async ({
  page,
}) => {
  const [file, testimonial] = Object.entries(REPOSITORY)
    .filter(([path]) => path.startsWith('src/content/testimonials/'))
    .map(([path, text]) => [path, JSON.parse(text) as Record<string, string>] as const)
    .find(([, entry]) => entry.desc_es && entry.desc_pt)!;
  await openCopyOfRepository(page, REPOSITORY);
  const spanish = await openTestimonialForm(page, testimonial.name);

  // Another editor's save of the Portuguese quote lands while this form is open, and the form says so.
  const portuguese = `${testimonial.desc_pt} Obrigada!`;
  const theirs = withLines(REPOSITORY[file], { desc_pt: portuguese });
  await writeInCopyOfRepository(page, file, theirs);
  await expect(page.locator('section[data-key-path="desc_pt"]').getByText(/changed on disk/i)).toContainText(
    `“${portuguese}”`,
  );
  const quote = `${testimonial.desc_es} ¡Gracias!`;
  await spanish.fill(quote);
  await save(page);

  expect((await readCopyOfRepository(page, [file]))[file]).toBe(withLines(theirs, { desc_es: quote }));
});

test('a file left half merged on disk is not written over: the save says which file to fix', async ({ page }) => {
  await openCopyOfRepository(page, REPOSITORY);
  await openDictionaryForm(page);
  const halfMerged = `<<<<<<< HEAD\n${REPOSITORY[SPANISH]}=======\n`;
  await writeInCopyOfRepository(page, SPANISH, halfMerged);
  await (await field(page, BUTTON, 'es')).fill('Escríbenos hoy');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('alertdialog')).toContainText(
    `${SPANISH} on disk is not a JSON object now (is a merge half done?): fix the file, then save again.`,
  );
  expect(await spanishNow(page)).toBe(halfMerged);
});
