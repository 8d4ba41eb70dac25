/**
 * How the browser app starts on a production page. The page is complete without JavaScript (server rendered), so
 * the app's entry is not asked for until the page has painted: on a slow phone connection the stylesheet and the
 * largest image (the home hero's poster, an event's cover) get the bandwidth first. Its static imports are still
 * preloaded from the head at low priority (the parser finds them at once, with no work on the main thread), so
 * the entry's module graph is at hand when it arrives. An inline script waits for the first frame (a frame and a
 * task, so the paint has happened), then starts the Intl warm-up worker (src/i18n/intl-warm-up.ts), telling it the
 * page's language and the app's default zone, so it loads the locale data on another core while the entry
 * downloads, and adds the entry's module script. A tab opened in the background (or prerendered) paints no frame
 * until it is shown, and starts then.
 */
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import { scriptSafeJson } from './script-safe-json'

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
  function start() {
    try {
      new Worker(${scriptSafeJson(intlWarmUp)}, { type: 'module' }).postMessage({ language: document.documentElement.lang, timeZone: ${scriptSafeJson(DEFAULT_TIME_ZONE)} });
    } catch (error) {}
    var script = document.createElement('script');
    script.type = 'module';
    script.src = ${scriptSafeJson(entry)};
    document.body.appendChild(script);
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();`
}
