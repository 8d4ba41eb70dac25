import { Hono } from 'hono'
import { decodedComponent } from '../../src/model/uri-component'
import type { AppEnv } from '../env'
import { PRIVATE_PREFIX } from './lead-cv-link'

/**
 * GET/HEAD /media/<key> — the files of the FILES bucket (BE-26): vacancy PDFs and the about page's documents, with
 * their stored content type, length, ETag, a day of caching (or the stored Cache-Control: uploaded images' year,
 * worker/media/image-store.ts) and a `Content-Disposition` naming the file.
 * `If-None-Match` answers 304 and `Range` 206. An unknown key or a bad range is a plain-text 404 or 416, and so is
 * every key under the private prefix (visitors' CVs, BE-29).
 */

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/

/** `inline; filename="…"` for the key's last segment (keys are ASCII by KEY). */
export function dispositionOf(key: string): string {
  return `inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`
}

function notFound(c: { text: (text: string, status: 404, headers: Record<string, string>) => Response }) {
  return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
}

export const files = new Hono<AppEnv>().on(['GET', 'HEAD'], '/media/*', async (c) => {
  const key = decodedComponent(new URL(c.req.url).pathname.slice('/media/'.length))
  if (key === undefined || !KEY.test(key) || key.includes('..') || key.startsWith(PRIVATE_PREFIX)) return notFound(c)
  const head = await c.env.FILES.head(key)
  if (!head) return notFound(c)
  const headers = new Headers()
  head.writeHttpMetadata(headers)
  headers.set('ETag', head.httpEtag)
  // An uploaded image's renditions and original are stored immutable (image-store.ts); documents change under their key.
  if (!head.httpMetadata?.cacheControl) headers.set('Cache-Control', 'public, max-age=86400')
  headers.set('Accept-Ranges', 'bytes')
  if (!headers.has('Content-Disposition')) headers.set('Content-Disposition', dispositionOf(key))
  if (c.req.header('If-None-Match')?.split(',').some((tag) => tag.trim() === head.httpEtag)) {
    return new Response(null, { status: 304, headers })
  }
  const range = byteRange(c.req.header('Range'), head.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (c.req.method === 'HEAD') {
    headers.set('Content-Length', String(head.size))
    return new Response(null, { status: 200, headers })
  }
  const object = await c.env.FILES.get(key, range ? { range: { offset: range.offset, length: range.length } } : {})
  if (!object) return notFound(c)
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`)
    headers.set('Content-Length', String(range.length))
    return new Response(object.body, { status: 206, headers })
  }
  headers.set('Content-Length', String(head.size))
  return new Response(object.body, { status: 200, headers })
})

/** One `bytes=` range of a file of `size` bytes; undefined for none (or several: the whole file is sent). */
export function byteRange(header: string | undefined, size: number): { offset: number; length: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const length = Math.min(Number(match[2]), size)
    return length > 0 ? { offset: size - length, length } : 'unsatisfiable'
  }
  const offset = Number(match[1])
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (offset >= size || last < offset) return 'unsatisfiable'
  return { offset, length: last - offset + 1 }
}
