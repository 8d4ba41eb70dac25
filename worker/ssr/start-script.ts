/**
 * How the browser app starts on a production page. The page is complete without JavaScript (server rendered), so
 * the app's entry is not asked for until the page has painted: on a slow phone connection the stylesheet and the
 * largest image (the home hero's poster, an event's cover) get the bandwidth first. Its static imports are still
 * preloaded from the head at low priority (the parser finds them at once, with no work on the main thread), so
 * the entry's module graph is at hand when it arrives. An inline script waits for the first frame (a frame and a
 * task, so the paint has happened), then starts the Intl warm-up worker (src/i18n/intl-warm-up.ts), telling it the
 * page's language and the app's default zone, so it loads the locale data on another core while the entry
 * downloads, and imports the entry of the page's app (the visitors' site or the staff desk) and calls its `start`:
 * an entry starts nothing by being imported, so the desk's entry can import what it shares from the site's. A tab opened in the background (or prerendered) paints no frame
 * until it is shown, and starts then.
 *
 * The script leaves one page global (src/app-start.ts): the promise of the worker's answer, which the app waits on
 * (bounded) before its first use of Intl, and the mark that the app was started, so that a second run of the script
 * starts nothing again.
 */
import { APP_START_GLOBAL } from '../../src/app-start'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import { scriptSafeJson } from './script-safe-json'

/** Imports an app's entry and starts it: a statement for a classic or a module script. */
export function startEntry(entry: string): string {
  return `import(${scriptSafeJson(entry)}).then(function (app) { app.start(); });`
}

export interface StartAssets {
  /** The entry module's address. */
  entry: string
  /** The Intl warm-up worker's module address. */
  intlWarmUp: string
}

/** The inline (classic) script's source; the addresses are the build's own. */
export function afterFirstPaintStartScript({ entry, intlWarmUp }: StartAssets): string {
  // Written with semicolons, so no line can continue the one before it. The worker only saves time: a browser
  // that cannot start it starts the app all the same.
  return `(function () {
  var key = ${scriptSafeJson(APP_START_GLOBAL)};
  function startIntlWarmUp(record) {
    try {
      var worker = new Worker(${scriptSafeJson(intlWarmUp)}, { type: 'module' });
      record.intlWarmedUp = new Promise(function (done) {
        worker.onmessage = done;
        worker.onerror = done;
      });
      worker.postMessage({ language: document.documentElement.lang, timeZone: ${scriptSafeJson(DEFAULT_TIME_ZONE)} });
    } catch (error) {}
  }
  function start() {
    if (window[key]) return;
    var record = window[key] = {};
    startIntlWarmUp(record);
    ${startEntry(entry)}
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();`
}
