/**
 * Unsaved work is not dropped silently. While the form has changes that are not on disk (the CMS's Save button is
 * on, or a save waits for the editor's choice), closing or reloading the tab asks first (the browser's own
 * question), and so does leaving the form by its back button or the Escape key (the admin's question). Sveltia
 * CMS asks neither, and with a local repository it keeps no draft of the form either: leaving loses its words.
 */
import { adminDialog } from './admin-dialog.js';
import { isAsking } from './conflict-dialog.js';

const EDITOR = '[role="group"][aria-label="Content Editor"]';

/** Whether the open form has changes that are not on disk yet. */
const hasUnsavedChanges = () =>
  isAsking() ||
  document.querySelector(`${EDITOR} [role="toolbar"][aria-label="Primary"] button[data-label="Save"]`)?.ariaDisabled ===
    'false';

addEventListener('beforeunload', (event) => {
  if (hasUnsavedChanges()) event.preventDefault();
});

const dialog = adminDialog(
  'leave-form',
  'Leave without saving?',
  `<p>Your changes to this form are not saved. If you leave it now, they are lost.</p>
<form method="dialog" class="actions"><button value="stay" autofocus>Stay</button>
<button value="leave">Leave without saving</button></form>`,
);

/**
 * Whether the editor may leave the open form: at once when nothing is unsaved, else once they say so.
 * @returns {Promise<boolean>}
 */
function mayLeaveForm() {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  return new Promise((resolve) => {
    dialog.returnValue = '';
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'leave'), { once: true });
    dialog.showModal();
  });
}

/** The form's back button, clicked again once the editor has said to leave. */
let leaving = false;
// The CMS's Escape shortcut clicks the same button, so one listener asks for both.
document.addEventListener(
  'click',
  (event) => {
    const back = /** @type {Element} */ (event.target).closest?.(`${EDITOR} button[aria-label="Cancel Editing"]`);
    if (!back || leaving || !hasUnsavedChanges()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    mayLeaveForm().then((leave) => {
      if (!leave) return;
      leaving = true;
      back.click();
      leaving = false;
    });
  },
  true,
);
