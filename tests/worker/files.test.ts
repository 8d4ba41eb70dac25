/**
 * Files of the FILES bucket under /media/ (BE-26, CAREER-06, ABOUT-03): the PDFs the vacancies and the about page
 * link to answer with their type, length, caching, name, ETag/304 and byte ranges; anything else is a 404.
 */
import { env } from 'cloudflare:workers'
import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { AboutProfile } from '../../src/model/entities/landing'
import type { VacancyEntity } from '../../src/model/entities/publications'
import { ABOUT_FILES } from '../../worker/db/seed/files'

const get = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`http://localhost${path}`, { headers })

describe('GET /media/<key> (BE-26)', () => {
  it('BE-26, CAREER-06: every vacancy PDF link answers the PDF with type, length, caching and its name', async () => {
    const vacancies = (await (await get('/api/client/vacancy?limit=100')).json()) as ListResponse<VacancyEntity>
    const links = vacancies.rows.flatMap((vacancy) => (vacancy.file ? [vacancy.file] : []))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const response = await get(link)
      expect(response.status, link).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/pdf')
      const body = new Uint8Array(await response.arrayBuffer())
      expect(response.headers.get('Content-Length')).toBe(String(body.length))
      expect(new TextDecoder().decode(body.slice(0, 5))).toBe('%PDF-')
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
      expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="${link.split('/').at(-1)}"`)
      expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
    }
  })

  it('BE-26, ABOUT-03: the about page documents are served, each the size the page lists for it', async () => {
    for (const key of Object.values(ABOUT_FILES)) {
      const response = await get(`/media/${key}`, { Accept: 'application/pdf' })
      expect(response.status, key).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/pdf')
      await response.arrayBuffer()
    }
    const about = (await (await get('/api/client/profile_site/about')).json()) as AboutProfile
    for (const file of about.json_data.files) {
      const head = await SELF.fetch(`http://localhost${file.url}`, { method: 'HEAD' })
      expect(head.status, file.url).toBe(200)
      expect(head.headers.get('Content-Length'), file.url).toBe(String(file.size))
    }
  })

  it('BE-26: If-None-Match of the current ETag answers 304 with no body; HEAD gives the length only', async () => {
    const path = `/media/${ABOUT_FILES.presentation}`
    const first = await get(path)
    const length = (await first.arrayBuffer()).byteLength
    const again = await get(path, { 'If-None-Match': first.headers.get('ETag')! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await SELF.fetch(`http://localhost${path}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(String(length))
  })

  it('BE-26: a byte range answers 206 with that slice; a range past the end 416', async () => {
    const path = `/media/${ABOUT_FILES.programmes}`
    const whole = new Uint8Array(await (await get(path)).arrayBuffer())
    const part = await get(path, { Range: 'bytes=5-14' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 5-14/${whole.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(5, 15))
    const tail = await get(path, { Range: 'bytes=-6' })
    expect(new TextDecoder().decode(await tail.arrayBuffer())).toBe('%%EOF\n')
    const past = await get(path, { Range: `bytes=${whole.length}-` })
    expect(past.status).toBe(416)
    await past.arrayBuffer()
  })

  it('BE-26: an unknown file, a bad key or a path escape is a 404', async () => {
    for (const path of ['/media/vacancies/no-such.pdf', '/media/%2e%2e/x.pdf', '/media/about/%2e%2e%2fabout%2facademy-presentation.pdf', '/media/A B.pdf']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      await response.arrayBuffer()
    }
    expect(await env.FILES.head('vacancies/no-such.pdf')).toBeNull()
  })
})
