/** The desk's file library (issue 42, BE-26): PDFs checked by their bytes, served with their name, linked by vacancies. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ListResponse } from '../../src/model/api'
import type { ContentItem } from '../../src/model/content-types'
import type { VacancyEntity } from '../../src/model/entities/publications'
import type { UploadedFile } from '../../src/model/file-upload'
import type { UploadedImage } from '../../src/model/image-upload'
import { demoPdf } from '../../worker/files/demo-pdf'
import { auditOf } from '../../worker/db/staff-audit'
import { get } from './helpers'
import { createStaff, STAFF_API, staffCookieFor, staffSend } from './staff-fixtures'
import { solidPng } from './test-images'

async function managerCookie(): Promise<string> {
  const { user } = await createStaff(['manager'])
  return staffCookieFor(user.id)
}

function upload(cookie: string, bytes: Uint8Array, name = 'Вакансия менеджера (2026).pdf', type = 'application/pdf', purpose = 'vacancy'): Promise<Response> {
  const query = new URLSearchParams({ name, purpose })
  return get(`${STAFF_API}/files?${query}`, { method: 'POST', headers: { 'Content-Type': type, Cookie: cookie }, body: bytes as Uint8Array<ArrayBuffer> })
}

const codeOf = async (response: Response) => [response.status, ((await response.json()) as { code: string }).code]

describe('file uploads (issue 42, BE-26)', () => {
  it('BE-26: a PDF is kept with its name and size and downloads with that name, cached for a year; the upload is audited', async () => {
    const cookie = await managerCookie()
    const pdf = demoPdf('Vacancy', ['Sales manager'])
    const response = await upload(cookie, pdf)
    expect(response.status).toBe(201)
    const file = (await response.json()) as UploadedFile
    expect(file).toMatchObject({ name: 'Вакансия менеджера (2026).pdf', bytes: pdf.byteLength, content_type: 'application/pdf', purpose: 'vacancy', used_by: [] })
    expect(file.url).toBe(`/media/files/${file.uuid}/2026.pdf`)
    const download = await get(file.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(download.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="________ _________ (2026).pdf"; filename*=UTF-8''${encodeURIComponent('Вакансия менеджера')}%20%282026%29.pdf`,
    )
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)
    expect((await auditOf(env.DB, `file:${file.uuid}`)).map((row) => row.action)).toEqual(['file.upload'])
    const library = (await (await get(`${STAFF_API}/files?limit=100`, { headers: { Cookie: cookie } })).json()) as ListResponse<UploadedFile>
    expect(library.rows.map((row) => row.uuid)).toContain(file.uuid)
  })

  it('BE-26: refuses a script renamed .pdf, an HTML polyglot, an SVG, a 50 MB file, another declared type, an empty body and a bad query, storing nothing', async () => {
    const cookie = await managerCookie()
    const before = (await env.FILES.list({ prefix: 'files/' })).objects.length
    const text = (value: string) => new TextEncoder().encode(value)
    const answers = {
      script: await codeOf(await upload(cookie, text('<script>alert(document.cookie)</script>'), 'cv.pdf')),
      polyglot: await codeOf(await upload(cookie, text('%PDF-1.4\n<html><script>alert(1)</script></html>'))),
      svg: await codeOf(await upload(cookie, text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))),
      huge: await codeOf(await upload(cookie, new Uint8Array(50 * 1024 * 1024))),
      html: await codeOf(await upload(cookie, demoPdf('x', []), 'x.pdf', 'text/html')),
      empty: await codeOf(await upload(cookie, new Uint8Array(0))),
    }
    expect(answers).toEqual({
      script: [415, 'unsupported_type'],
      polyglot: [422, 'polyglot'],
      svg: [415, 'unsupported_type'],
      huge: [413, 'body_too_large'],
      html: [415, 'unsupported_media_type'],
      empty: [400, 'empty'],
    })
    const badQuery = await upload(cookie, demoPdf('x', []), '', 'application/pdf', 'poster')
    expect(badQuery.status).toBe(400)
    expect(Object.keys(((await badQuery.json()) as { fields: Record<string, string[]> }).fields).sort()).toEqual(['name', 'purpose'])
    expect((await env.FILES.list({ prefix: 'files/' })).objects.length).toBe(before)
  })

  it('refuses an upload from another site and anyone without the role', async () => {
    const pdf = demoPdf('x', [])
    const { user } = await createStaff(['moderator'])
    expect((await upload(await staffCookieFor(user.id), pdf)).status).toBe(404)
    const cookie = await managerCookie()
    const crossSite = await get(`${STAFF_API}/files?name=a.pdf&purpose=vacancy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/pdf', Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      body: pdf as Uint8Array<ArrayBuffer>,
    })
    expect(crossSite.status).toBe(403)
  })

  it('CAREER-06: a vacancy linking the file shows its name and size; the file is not deleted while linked; 40 deletes at once delete it once', async () => {
    const cookie = await managerCookie()
    const pdf = demoPdf('Vacancy', ['Designer'])
    const file = (await (await upload(cookie, pdf, 'Дизайнер.pdf')).json()) as UploadedFile
    const vacancy = (await env.DB.prepare("SELECT uuid FROM vacancies WHERE file IS NULL ORDER BY uuid LIMIT 1").first<{ uuid: string }>())!
    // A vacancy links its PDF through the registry's `file` field: the old `PUT /vacancies/{id}/file` is gone.
    expect((await staffSend('PUT', `/vacancies/${vacancy.uuid}/file`, cookie, { file: file.uuid })).status).toBe(404)
    const linkFile = async (value: string | null) => {
      const item = (await (await staffSend('GET', `/content/vacancies/${vacancy.uuid}`, cookie)).json()) as ContentItem
      return staffSend('PUT', `/content/vacancies/${vacancy.uuid}`, cookie, { values: { ...item.values, file: value }, translations: item.translations, relations: item.relations, version: item.version })
    }
    const unknown = await linkFile(crypto.randomUUID())
    expect([unknown.status, ((await unknown.json()) as { fields: Record<string, string[]> }).fields]).toEqual([400, { 'values.file': ['admin.content.unknown_value'] }])
    expect((await linkFile('not-a-uuid')).status).toBe(400)
    expect((await linkFile(file.uuid)).status).toBe(200)
    try {
      const shown = (await (await get(`/api/client/vacancy/${vacancy.uuid}`)).json()) as VacancyEntity
      expect(shown).toMatchObject({ file: file.url, file_name: 'Дизайнер.pdf', file_size: pdf.byteLength })
      expect(((await (await get(`${STAFF_API}/files?limit=100`, { headers: { Cookie: cookie } })).json()) as ListResponse<UploadedFile>).rows.find((row) => row.uuid === file.uuid)?.used_by).toEqual([`vacancy:${vacancy.uuid}`])
      expect(await codeOf(await staffSend('POST', `/files/${file.uuid}/delete`, cookie))).toEqual([409, 'in_use'])
    } finally {
      expect((await linkFile(null)).status).toBe(200)
    }
    expect((await auditOf(env.DB, `vacancies:${vacancy.uuid}`)).map((row) => [row.action, (JSON.parse(row.after!) as { values: { file: string | null } }).values.file])).toEqual([
      ['content.vacancies.update', file.uuid],
      ['content.vacancies.update', null],
    ])
    const answers = await Promise.all(Array.from({ length: 40 }, () => staffSend('POST', `/files/${file.uuid}/delete`, cookie)))
    expect(answers.map((response) => response.status).sort()).toEqual([200, ...Array(39).fill(404)])
    expect((await get(file.url)).status).toBe(404)
    expect((await auditOf(env.DB, `file:${file.uuid}`)).map((row) => row.action)).toEqual(['file.upload', 'file.delete'])
  })

  it('CAREER-06: a seeded vacancy PDF carries its name and size', async () => {
    const vacancies = (await (await get('/api/client/vacancy?limit=100')).json()) as ListResponse<VacancyEntity>
    const linked = vacancies.rows.filter((vacancy) => vacancy.file)
    expect(linked.length).toBeGreaterThan(0)
    for (const vacancy of linked) {
      const head = await get(vacancy.file!, { method: 'HEAD' })
      expect({ name: vacancy.file_name, size: vacancy.file_size }).toEqual({ name: vacancy.file!.slice(vacancy.file!.lastIndexOf('/') + 1), size: Number(head.headers.get('Content-Length')) })
    }
  })
})

describe('image deletion (issue 42, BE-05)', { timeout: 30_000 }, () => {
  it('BE-05: an image an entity shows is not deleted; once unlinked it is, with its renditions and alt texts', async () => {
    const cookie = await managerCookie()
    const image = (await (await get(`${STAFF_API}/images`, { method: 'POST', headers: { 'Content-Type': 'image/png', Cookie: cookie }, body: await solidPng(640, 400) })).json()) as UploadedImage
    await staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 1, alt_ru: 'Фото' })
    await env.DB.prepare("INSERT INTO entity_images (entity_kind, entity_id, image_uuid, position) VALUES ('about_gallery', 'test', ?1, 99)").bind(image.uuid).run()
    expect(await codeOf(await staffSend('POST', `/images/${image.uuid}/delete`, cookie))).toEqual([409, 'in_use'])
    await env.DB.prepare('DELETE FROM entity_images WHERE image_uuid = ?1').bind(image.uuid).run()
    expect((await staffSend('POST', `/images/${image.uuid}/delete`, cookie)).status).toBe(200)
    expect((await env.FILES.list({ prefix: `images/${image.uuid}/` })).objects).toEqual([])
    expect(await env.DB.prepare('SELECT count(*) AS n FROM image_alts WHERE image_uuid = ?1').bind(image.uuid).first('n')).toBe(0)
    expect((await staffSend('POST', `/images/${image.uuid}/delete`, cookie)).status).toBe(404)
    expect((await auditOf(env.DB, `image:${image.uuid}`)).map((row) => row.action)).toEqual(['image.upload', 'image.edit', 'image.delete'])
  })
})
