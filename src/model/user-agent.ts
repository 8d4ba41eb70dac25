/** What a session's user agent says about the device (issue 39.6): the browser's and the system's names, or null. */

const BROWSERS: ReadonlyArray<[name: string, test: RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|Opera)\//],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chrome', /\b(Chrome|CriOS|HeadlessChrome)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
]

const SYSTEMS: ReadonlyArray<[name: string, test: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
]

const nameIn = (list: ReadonlyArray<[string, RegExp]>, userAgent: string) => list.find(([, test]) => test.test(userAgent))?.[0] ?? null

export function deviceOf(userAgent: string): { browser: string | null; os: string | null } {
  return { browser: nameIn(BROWSERS, userAgent), os: nameIn(SYSTEMS, userAgent) }
}
