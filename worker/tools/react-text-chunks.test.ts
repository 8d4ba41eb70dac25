import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { withTextChunks } from './react-text-chunks'

const require = createRequire(import.meta.url)
const builtFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs', file)
const EDGE_RENDERER = builtFile('react-dom', 'react-dom-server.edge.production.js')
/** React's production builds, as the Worker bundles them: the renderer is one, and its hooks must come from the same React. */
const PRODUCTION: Record<string, string> = { react: builtFile('react', 'react.production.js'), 'react-dom': builtFile('react-dom', 'react-dom.production.js') }
const requireProduction = (id: string): unknown => require(PRODUCTION[id] ?? id)
const { createElement: h, Suspense, use } = requireProduction('react') as typeof import('react')

type RenderToReadableStream = (children: ReactNode, options?: { progressiveChunkSize?: number }) => Promise<ReadableStream<Uint8Array>>

/** The edge renderer from `source`, as a module of its own beside the published one. */
function rendererFrom(source: string): RenderToReadableStream {
  const module = { exports: {} as { renderToReadableStream: RenderToReadableStream } }
  new Function('exports', 'require', 'module', source)(module.exports, requireProduction, module)
  return module.exports.renderToReadableStream
}

const published = fs.readFileSync(EDGE_RENDERER, 'utf8')
const original = rendererFrom(published)
const patched = rendererFrom(withTextChunks(published))

/** The stream's chunks and all of its bytes. */
async function rendered(render: RenderToReadableStream, tree: () => ReactNode, progressiveChunkSize?: number) {
  const stream = await render(tree(), { progressiveChunkSize })
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return { chunks: chunks.length, html: Buffer.concat(chunks).toString('utf8') }
}

/** A part that suspends until `value` resolves. */
function Later({ value }: { value: Promise<string> }) {
  return h('p', { lang: 'ru' }, use(value))
}

/** Some 300 Cyrillic letters: about 600 bytes of UTF-8, half as many UTF-16 units. */
const CYRILLIC_PARAGRAPH = 'Тренинг по переговорам для руководителей. '.repeat(7)

function page(late: Promise<string>) {
  return h(
    'html',
    { lang: 'ru' },
    h(
      'body',
      null,
      h('h1', { title: 'Вершина «Академия» — 😀' }, 'Публичная оферта'),
      h('ul', null, ...Array.from({ length: 150 }, (_, i) => h('li', { key: i, className: `item item--${i}`, 'data-index': i }, `Пункт ${i} & <${i}>`))),
      // Done at once, but longer than React's 500-byte limit for streaming a boundary apart only when counted in bytes.
      h(Suspense, { fallback: h('p', null, 'Загрузка…') }, h('section', null, CYRILLIC_PARAGRAPH)),
      h(Suspense, { fallback: h('p', null, 'Загрузка…') }, h(Later, { value: late })),
    ),
  )
}

describe('React edge renderer with text chunks (issue 43.3)', () => {
  it('writes the same bytes as the published renderer, in one chunk a flush instead of one per 4 KiB', async () => {
    const late = () => new Promise<string>((resolve) => setTimeout(() => resolve('Отзыв пришёл позже 😀'), 5))
    const before = await rendered(original, () => page(late()), 400)
    const after = await rendered(patched, () => page(late()), 400)
    expect(after.html).toBe(before.html)
    expect(after.html).toContain('Пункт 149 &amp; &lt;149&gt;')
    expect(after.html).toContain('Отзыв пришёл позже 😀')
    // One chunk a flush (the shell, the late boundary, the end) against one per 4 KiB written.
    expect(after.chunks).toBeLessThanOrEqual(3)
    expect(before.chunks).toBeGreaterThan(after.chunks)
  })

  it('counts UTF-8 bytes where React decides which boundaries to stream apart', async () => {
    const tree = () => page(Promise.resolve('сразу'))
    const { html } = await rendered(patched, tree, 400)
    expect(html).toBe((await rendered(original, tree, 400)).html)
    // ~600 bytes over the 400-byte chunk size: streamed apart, as a hidden segment that a script moves in.
    expect(html).toMatch(/<div hidden id="S:\d+"><section>Тренинг/)
  })

  it('stops the build when a piece it replaces is not in the renderer', () => {
    expect(() => withTextChunks(published.replace('function completeWriting(destination) {', 'function completeWriting(target) {'))).toThrow(/completeWriting/)
  })
})
