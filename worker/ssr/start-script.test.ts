import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { APP_START_GLOBAL, type AppStart } from '../../src/app-start'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import { afterFirstPaintStartScript } from './start-script'

/**
 * Runs the start script against a page that records frames, timers, workers and the modules it imports. Node's vm
 * has no module loader, so the script's `import()` calls the page's `importModule`, whose module records its `start`.
 */
function runOnFakePage(source: string, { workers = true } = {}) {
  const frames: (() => void)[] = []
  const timers: { run: () => void; delay: number }[] = []
  const imported: string[] = []
  const startedApps: string[] = []
  const started: FakeWorker[] = []
  class FakeWorker {
    readonly told: unknown[] = []
    onmessage: ((event: unknown) => void) | null = null
    onerror: ((event: unknown) => void) | null = null
    constructor(
      readonly url: string,
      options: { type?: unknown },
      readonly type = options.type,
    ) {
      if (!workers) throw new Error('workers are not allowed here')
      started.push(this)
    }
    postMessage(message: unknown) {
      this.told.push(message)
    }
  }
  const page: Record<string, unknown> = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    Worker: FakeWorker,
    importModule: (specifier: string) => {
      imported.push(specifier)
      return Promise.resolve({ start: () => startedApps.push(specifier) })
    },
    document: {
      documentElement: { lang: 'ky' },
    },
  }
  page.window = page
  vm.createContext(page)
  const run = () => vm.runInContext(source.replaceAll('import(', 'importModule('), page)
  run()
  const runTimers = (predicate: (delay: number) => boolean) => {
    for (const timer of timers.splice(0).filter((entry) => predicate(entry.delay))) timer.run()
  }
  const appStart = () => page[APP_START_GLOBAL] as AppStart | undefined
  const described = () => started.map(({ url, type, told }) => ({ url, type, told }))
  return { frames, timers, imported, startedApps, started, described, runTimers, run, appStart }
}

const ASSETS = { entry: '/assets/entry-client-abc.js', intlWarmUp: '/assets/intl-warm-up-def.js' }

describe('the production start script', () => {
  it('starts nothing until a frame has been painted and the task after it runs', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    expect(page.frames).toHaveLength(1)
    page.frames[0]!()
    expect(page.imported).toEqual([])
    expect(page.started).toEqual([])
    page.runTimers((delay) => delay === 0)
    expect(page.imported).toEqual([ASSETS.entry])
  })

  it('starts the app it imports: an entry starts nothing by being imported (issue 41: the desk’s entry imports the site’s)', async () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    page.frames[0]!()
    page.runTimers(() => true)
    await Promise.resolve()
    expect(page.startedApps).toEqual([ASSETS.entry])
  })

  it('starts the Intl warm-up worker with the page’s language and the default zone alongside the entry', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.described()).toEqual([{ url: ASSETS.intlWarmUp, type: 'module', told: [{ language: 'ky', timeZone: DEFAULT_TIME_ZONE }] }])
  })

  it('starts the app even where no worker can be started', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS), { workers: false })
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.imported).toEqual([ASSETS.entry])
  })

  it('asks for nothing on timers alone: a tab that paints no frame (in the background, prerendered) starts when shown', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    expect(page.timers).toEqual([])
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.imported).toEqual([ASSETS.entry])
    expect(page.started).toHaveLength(1)
  })

  it('cannot end its own inline script, whatever the addresses hold', () => {
    const entry = '/a.js</script><script>alert(1)//'
    const source = afterFirstPaintStartScript({ entry, intlWarmUp: '</script>' })
    expect(source).not.toContain('</script')
    const page = runOnFakePage(source)
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.imported).toEqual([entry])
    expect(page.described().map((worker) => worker.url)).toEqual(['</script>'])
  })

  it('leaves the app the promise of the worker’s answer, settled by its message or its error', async () => {
    for (const answer of ['onmessage', 'onerror'] as const) {
      const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
      page.frames[0]!()
      page.runTimers(() => true)
      const warmedUp = page.appStart()?.intlWarmedUp
      expect(typeof warmedUp?.then).toBe('function') // a promise of the page's own realm
      let settled = false
      void warmedUp!.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      page.started[0]![answer]!({})
      await Promise.resolve()
      expect(settled).toBe(true)
    }
  })

  it('marks the app started without a warm-up promise where no worker can be started', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS), { workers: false })
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.appStart()).toEqual({})
  })

  it('starts the app and the worker once when the script runs again (the router re-adds it on hydration)', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    page.frames[0]!()
    page.runTimers(() => true)
    page.run()
    for (const frame of page.frames.splice(0)) frame()
    page.runTimers(() => true)
    expect(page.imported).toEqual([ASSETS.entry])
    expect(page.started).toHaveLength(1)
  })
})
