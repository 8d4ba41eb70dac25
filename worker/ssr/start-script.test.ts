import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TIME_ZONE } from '../../src/model/time-zones'
import { afterFirstPaintStartScript } from './start-script'

interface FakeElement {
  tag: string
  [attribute: string]: unknown
}

/** Runs the start script against a page that records frames, timers, workers and what is appended to the body. */
function runOnFakePage(source: string, { workers = true } = {}) {
  const frames: (() => void)[] = []
  const timers: { run: () => void; delay: number }[] = []
  const appended: FakeElement[] = []
  const started: { url: string; type: unknown; told: unknown[] }[] = []
  class FakeWorker {
    private readonly record: { url: string; type: unknown; told: unknown[] }
    constructor(url: string, options: { type?: unknown }) {
      if (!workers) throw new Error('workers are not allowed here')
      this.record = { url, type: options.type, told: [] }
      started.push(this.record)
    }
    postMessage(message: unknown) {
      this.record.told.push(message)
    }
  }
  const page = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    Worker: FakeWorker,
    document: {
      documentElement: { lang: 'ky' },
      createElement: (tag: string): FakeElement => ({ tag }),
      body: { appendChild: (element: FakeElement) => appended.push(element) },
    },
  }
  vm.runInNewContext(source, page)
  const runTimers = (predicate: (delay: number) => boolean) => {
    for (const timer of timers.splice(0).filter((entry) => predicate(entry.delay))) timer.run()
  }
  return { frames, timers, appended, started, runTimers }
}

const ASSETS = { entry: '/assets/entry-client-abc.js', intlWarmUp: '/assets/intl-warm-up-def.js' }
const ENTRY_SCRIPT = { tag: 'script', type: 'module', src: ASSETS.entry }

describe('the production start script', () => {
  it('starts nothing until a frame has been painted and the task after it runs', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    expect(page.frames).toHaveLength(1)
    page.frames[0]!()
    expect(page.appended).toEqual([])
    expect(page.started).toEqual([])
    page.runTimers((delay) => delay === 0)
    expect(page.appended).toEqual([ENTRY_SCRIPT])
  })

  it('starts the Intl warm-up worker with the page’s language and the default zone alongside the entry', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.started).toEqual([{ url: ASSETS.intlWarmUp, type: 'module', told: [{ language: 'ky', timeZone: DEFAULT_TIME_ZONE }] }])
  })

  it('starts the app even where no worker can be started', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS), { workers: false })
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.appended).toEqual([ENTRY_SCRIPT])
  })

  it('asks for nothing on timers alone: a tab that paints no frame (in the background, prerendered) starts when shown', () => {
    const page = runOnFakePage(afterFirstPaintStartScript(ASSETS))
    expect(page.timers).toEqual([])
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.appended).toEqual([ENTRY_SCRIPT])
    expect(page.started).toHaveLength(1)
  })

  it('cannot end its own inline script, whatever the addresses hold', () => {
    const entry = '/a.js</script><script>alert(1)//'
    const source = afterFirstPaintStartScript({ entry, intlWarmUp: '</script>' })
    expect(source).not.toContain('</script')
    const page = runOnFakePage(source)
    page.frames[0]!()
    page.runTimers(() => true)
    expect(page.appended).toEqual([{ tag: 'script', type: 'module', src: entry }])
    expect(page.started.map((worker) => worker.url)).toEqual(['</script>'])
  })
})
