/** The desk's image library (issue 42, BE-05): uploads checked by their bytes, WebP renditions in R2, edits audited. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { UploadedImage } from '../../src/model/image-upload'
import { auditOf } from '../../worker/db/staff-audit'
import { get, VISIBLE_SQL } from './helpers'
import { createStaff, STAFF_API, staffCookieFor, staffSend } from './staff-fixtures'
import { solidPng, withAppended } from './test-images'

async function managerCookie(): Promise<string> {
  const { user } = await createStaff(['manager'])
  return staffCookieFor(user.id)
}

function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, type = 'image/png', headers: Record<string, string> = {}): Promise<Response> {
  return get(`${STAFF_API}/images`, { method: 'POST', headers: { 'Content-Type': type, Cookie: cookie, ...headers }, body: bytes })
}

/** Bytes of a JPEG (or WebP) of the PNG, made by the Images binding. */
async function converted(png: Uint8Array<ArrayBuffer>, format: 'image/jpeg' | 'image/webp'): Promise<Uint8Array<ArrayBuffer>> {
  const output = await env.IMAGES.input(new Blob([png]).stream()).output({ format })
  return new Uint8Array(await output.response().arrayBuffer())
}

async function renditionSize(url: string): Promise<{ width: number; height: number; type: string | null; cache: string | null }> {
  const response = await get(url)
  expect(response.status).toBe(200)
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe('WEBP')
  const info = (await env.IMAGES.info(new Blob([bytes]).stream())) as { width: number; height: number }
  return { width: info.width, height: info.height, type: response.headers.get('Content-Type'), cache: response.headers.get('Cache-Control') }
}

// sharp makes each rendition in the Node process beside workerd: seconds on a busy 2-core machine.
describe('image uploads (issue 42, BE-05)', { timeout: 30_000 }, () => {
  it('a JPEG, a PNG and a WebP each get three WebP renditions cropped to the card ratio, cached for a year; the original is kept', async () => {
    const cookie = await managerCookie()
    const png = await solidPng(1600, 1200)
    for (const [bytes, type] of [[png, 'image/png'], [await converted(png, 'image/jpeg'), 'image/jpeg'], [await converted(png, 'image/webp'), 'image/webp']] as const) {
      const response = await upload(cookie, bytes, type)
      expect(response.status, type).toBe(201)
      const image = (await response.json()) as UploadedImage
      expect(image).toMatchObject({ width: 1600, height: 1200, content_type: type, bytes: bytes.byteLength, focal: { x: 0.5, y: 0.5 }, version: 1 })
      expect(await renditionSize(image.small)).toEqual({ width: 320, height: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' })
      expect(await renditionSize(image.medium)).toMatchObject({ width: 768, height: 480 })
      expect(await renditionSize(image.large)).toMatchObject({ width: 1440, height: 900 })
      const original = await get(image.original)
      expect(original.headers.get('Content-Type')).toBe(type)
      expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes)
      expect((await auditOf(env.DB, `image:${image.uuid}`)).map((row) => row.action)).toEqual(['image.upload'])
    }
  })

  it('refuses a script named .jpg, an SVG with script, a polyglot, a 50 MB file and a picture too small, storing nothing', async () => {
    const cookie = await managerCookie()
    const before = (await env.FILES.list({ prefix: 'images/' })).objects.length
    const script = new TextEncoder().encode('<script>alert(document.cookie)</script>')
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')
    const answers = {
      script: await upload(cookie, script, 'image/jpeg'),
      svg: await upload(cookie, svg, 'image/png'),
      polyglot: await upload(cookie, withAppended(await solidPng(400, 300), '<html><script>alert(1)</script></html>')),
      huge: await upload(cookie, new Uint8Array(50 * 1024 * 1024), 'image/jpeg'),
      tiny: await upload(cookie, await solidPng(100, 80)),
      declaredSvg: await upload(cookie, svg, 'image/svg+xml'),
    }
    const codes = Object.fromEntries(await Promise.all(Object.entries(answers).map(async ([name, response]) => [name, [response.status, ((await response.json()) as { code: string }).code]])))
    expect(codes).toEqual({
      script: [415, 'unsupported_type'],
      svg: [415, 'unsupported_type'],
      polyglot: [422, 'polyglot'],
      huge: [413, 'body_too_large'],
      tiny: [422, 'too_small'],
      declaredSvg: [415, 'unsupported_media_type'],
    })
    expect((await env.FILES.list({ prefix: 'images/' })).objects.length).toBe(before)
  })

  it('refuses an upload from another site and anyone without the role', async () => {
    const cookie = await managerCookie()
    const png = await solidPng(400, 300)
    expect((await upload(cookie, png, 'image/png', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const { user } = await createStaff(['moderator'])
    expect((await upload(await staffCookieFor(user.id), png)).status).toBe(404)
    expect((await upload('', png)).status).toBe(404)
  })

  it('alt texts per language and a new focal point: new renditions at the next version; a stale save is a 409, 40 at once change it once', async () => {
    const cookie = await managerCookie()
    const image = (await (await upload(cookie, await solidPng(1600, 900))).json()) as UploadedImage
    const moved = await staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 1, alt_ru: 'Зал тренинга', alt_en: 'The training hall', focal: { x: 0.1, y: 0.5 } })
    expect(moved.status).toBe(200)
    const edited = (await moved.json()) as UploadedImage
    expect(edited).toMatchObject({ version: 2, alt: { ru: 'Зал тренинга', en: 'The training hall' }, focal: { x: 0.1, y: 0.5 } })
    expect(edited.small).not.toBe(image.small)
    expect(await renditionSize(edited.small)).toMatchObject({ width: 320, height: 200 })
    // The old addresses stay valid (pages cached with them keep working).
    expect((await get(image.small)).status).toBe(200)

    expect((await staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 1, alt_ky: 'Эски' })).status).toBe(409)
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 2, alt_ky: `Вариант ${n}` })))
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1)
    expect(answers.filter((response) => response.status === 409)).toHaveLength(39)
    expect((await auditOf(env.DB, `image:${image.uuid}`)).map((row) => row.action)).toEqual(['image.upload', 'image.edit', 'image.edit'])

    const bad = await staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 3, alt_ru: 'x'.repeat(301), focal: { x: 2, y: 0 } })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string[]> }).fields).sort()).toEqual(['alt_ru', 'focal.x'])
  })

  it('the site answers an image’s alt text in the asked language, else in ru; an image without one has no alt (issue 42, BE-05)', async () => {
    const cookie = await managerCookie()
    const image = (await (await upload(cookie, await solidPng(1200, 750))).json()) as UploadedImage
    expect((await staffSend('PUT', `/images/${image.uuid}`, cookie, { version: 1, alt_ru: 'Афиша тренинга', alt_en: 'The training poster' })).status).toBe(200)
    const event = (await env.DB.prepare(`SELECT uuid, slug, image_id FROM events WHERE ${VISIBLE_SQL} AND image_id IS NOT NULL ORDER BY uuid LIMIT 1`).first<{ uuid: string; slug: string; image_id: string }>())!
    const imageOf = async (language: string) => ((await (await get(`/api/client/events/${event.slug}?language=${language}`)).json()) as { image: Record<string, string> }).image
    expect(Object.keys(await imageOf('en'))).not.toContain('alt')
    await env.DB.prepare('UPDATE events SET image_id = ?1 WHERE uuid = ?2').bind(image.uuid, event.uuid).run()
    try {
      expect(await imageOf('ru')).toMatchObject({ uuid: image.uuid, alt: 'Афиша тренинга' })
      expect(await imageOf('en')).toMatchObject({ alt: 'The training poster' })
      expect(await imageOf('ky')).toMatchObject({ alt: 'Афиша тренинга' })
    } finally {
      await env.DB.prepare('UPDATE events SET image_id = ?1 WHERE uuid = ?2').bind(event.image_id, event.uuid).run()
    }
  })
})
