/**
 * The early-click keeper, the first script of every page's head (src/early-clicks.ts hands what it kept to the
 * app). The page paints, and is clicked, long before the app has arrived and hydrated it on a slow phone. Until
 * the app stops it, the keeper catches on the window in the capture phase (before React, whose listeners are on
 * the document and drop a click on a part it is still hydrating):
 * - a click on a `<button type="button">`, which does nothing without JavaScript (dialog openers, menus, share);
 * - the submit of a form without an `action`, which only JavaScript sends (a plain submit would put the visitor's
 *   phone and e-mail in the address of a reload).
 * The last of them is kept and its control marked pending (a progress cursor and a pulse, src/styles/base.css).
 * Links and forms with an `action` work without JavaScript and go on as they are. It also notes the form fields
 * the visitor changes meanwhile, with their last value: React, hydrating, puts back the values it rendered.
 */
import { EARLY_CLICKS_GLOBAL, PENDING_CLICK_ATTRIBUTE } from '../../src/early-clicks'
import { scriptSafeJson } from './script-safe-json'

/** The inline (classic) script's source. */
export function earlyClickKeeperSource(): string {
  // Written with semicolons, so no line can continue the one before it; ES5, like the start script.
  return `(function () {
  var key = ${scriptSafeJson(EARLY_CLICKS_GLOBAL)}, mark = ${scriptSafeJson(PENDING_CLICK_ATTRIBUTE)};
  if (window[key]) return;
  var kept = null, edited = [];
  function keep(event, action) {
    event.preventDefault();
    event.stopPropagation();
    if (kept) kept.control.removeAttribute(mark);
    kept = action;
    action.control.setAttribute(mark, '');
  }
  function onClick(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.disabled) keep(event, { control: button });
  }
  function onSubmit(event) {
    var form = event.target, submitter = event.submitter || null;
    if (!form || form.tagName !== 'FORM' || form.hasAttribute('action')) return;
    if (submitter && submitter.form !== form) submitter = null;
    keep(event, { control: submitter || form, form: form, submitter: submitter });
  }
  function onEdit(event) {
    var field = event.target, at = -1;
    if (!field || field.value === undefined) return;
    for (var i = 0; i < edited.length; i++) if (edited[i].field === field) at = i;
    if (at >= 0) edited.splice(at, 1);
    edited.push({ field: field, value: field.value, checked: !!field.checked });
  }
  var listeners = [['click', onClick], ['submit', onSubmit], ['input', onEdit], ['change', onEdit]];
  function listen(on) {
    for (var i = 0; i < listeners.length; i++) (on ? addEventListener : removeEventListener)(listeners[i][0], listeners[i][1], true);
  }
  listen(true);
  window[key] = {
    acted: function () {
      return !!kept || edited.length > 0;
    },
    stop: function () {
      listen(false);
      delete window[key];
      var taken = { kept: kept, edited: edited };
      kept = null;
      edited = [];
      return taken;
    }
  };
})();`
}

/** The keeper as an element for the top of the head, with the response's nonce. */
export function earlyClickKeeperScript(nonce?: string): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${earlyClickKeeperSource()}</script>`
}
