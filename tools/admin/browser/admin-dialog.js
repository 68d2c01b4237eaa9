/**
 * The admin's own questions to the editor (which text to keep, whether to leave a form): a modal dialog in the
 * CMS's colours, named by its heading. While one is open, Escape answers it as its cancel, and never reaches the
 * CMS's shortcuts behind it, where Escape leaves the form.
 */

const style = document.createElement('style');
style.textContent = `
.admin-dialog{width:min(48rem,calc(100vw - 2rem));max-height:calc(100vh - 4rem);padding:1.25rem;border:0;
  border-radius:12px;font:15px/1.45 system-ui,sans-serif;color:var(--sui-primary-foreground-color,#111);
  background:var(--sui-primary-background-color,#fff)}
.admin-dialog::backdrop{background:rgb(0 0 0/.45)}
.admin-dialog h2{margin:0 0 .5rem;font-size:1.25rem}
.admin-dialog p{margin:.25rem 0;overflow-wrap:anywhere}
.admin-dialog .actions{display:flex;gap:.5rem;justify-content:flex-end;margin-top:1rem}
.admin-dialog button{font:inherit;padding:.4rem .8rem}
.admin-dialog :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;
document.head.append(style);

// The CMS listens for its shortcuts on the window, before the page's elements: this listener comes first.
addEventListener(
  'keydown',
  (event) => {
    if (event.key === 'Escape' && document.querySelector('dialog.admin-dialog[open]')) event.stopImmediatePropagation();
  },
  { capture: true },
);

/**
 * A dialog in the page, not yet shown: its heading, then `body` (HTML), with a `<form method="dialog">` for its
 * answers, each a button whose value becomes the dialog's returnValue.
 * @param {string} id
 * @param {string} title
 * @param {string} body
 */
export function adminDialog(id, title, body) {
  const dialog = document.createElement('dialog');
  dialog.id = id;
  dialog.className = 'admin-dialog';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.innerHTML = `<h2 id="${id}-title">${title}</h2>${body}`;
  document.body.append(dialog);
  return dialog;
}
