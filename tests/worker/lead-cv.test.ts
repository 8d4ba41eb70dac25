/**
 * The CV of a vacancy response (issue 25; BE-29, OQ-09, FORM-06): stored in the FILES bucket under the private
 * prefix with its key on the lead, refused with field errors for a wrong type, size or content, reachable only
 * through the managers' signed, expiring link, and never under /media/.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { LeadCreated } from '../../src/model/entities/leads'
import { CV_MAX_BYTES } from '../../src/model/lead-cv'
import { signedCvLink } from '../../worker/media/lead-cv-link'
import { get, ORIGIN } from './helpers'
import { base64, careerLead, leadRow, newSender, outboxOf, PDF, postLead } from './lead-fixtures'

/** A PDF of `size` bytes. */
function pdfOf(size: number): string {
  const bytes = new Uint8Array(size)
  bytes.set(PDF)
  return base64(bytes)
}

async function leadCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM leads').first<{ count: number }>())!.count
}

async function storedCvCount(): Promise<number> {
  return (await env.FILES.list({ prefix: 'private/' })).objects.length
}

/** A career lead with the test PDF: its uuid, its row and the managers' mail. */
async function leadWithCv(name = 'Резюме Айгерим.pdf') {
  const response = await careerLead({ name, type: 'application/pdf', data: base64(PDF) })
  expect(response.status, await response.clone().text()).toBe(201)
  const { uuid } = (await response.json()) as LeadCreated
  const [mail] = await outboxOf(uuid)
  return { uuid, row: (await leadRow(uuid))!, mail: mail! }
}

function linkIn(text: string): string {
  return /http:\/\/localhost\/lead-files\/\S+/.exec(text)![0]
}

async function expectCvError(response: Response, key: string): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(400)
  expect(((await response.json()) as ApiErrorBody).fields?.cv).toEqual([key])
}

describe('POST forms/career/orders with a CV (BE-29, OQ-09)', () => {
  it('201: the file is stored under the private prefix with its type and name, and the lead holds its key', async () => {
    const { uuid, row } = await leadWithCv()
    expect(row.cv_key).toBe(`private/lead-cv/${uuid}`)
    const object = (await env.FILES.get(row.cv_key as string))!
    expect(new Uint8Array(await object.arrayBuffer())).toEqual(PDF)
    expect(object.httpMetadata?.contentType).toBe('application/pdf')
    expect(object.customMetadata?.filename).toBe('Резюме Айгерим.pdf')
  })

  it("the managers' mail carries a signed link that expires, and is marked as holding a secret", async () => {
    const { mail } = await leadWithCv()
    const link = new URL(linkIn(mail.text_body))
    expect(mail.html_body).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`)
    expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000)
    expect(link.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(mail.holds_secret).toBe(1)
  })

  it('the link answers the file as an attachment with its name, never cached', async () => {
    const { mail } = await leadWithCv()
    const response = await get(linkIn(mail.text_body))
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="______ _______.pdf"; filename*=UTF-8''${encodeURIComponent('Резюме Айгерим.pdf')}`,
    )
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it("issue 39.10: a PDF named cv.html is stored and downloaded as cv.pdf; the name's quotes and brackets are percent-encoded in filename*", async () => {
    const { row, mail } = await leadWithCv('cv.html')
    expect((await env.FILES.head(row.cv_key as string))!.customMetadata?.filename).toBe('cv.pdf')
    const response = await get(linkIn(mail.text_body))
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`)
    await response.arrayBuffer()
    const quoted = await leadWithCv("O'Brien (CV)*\nline.PDF")
    const download = await get(linkIn(quoted.mail.text_body))
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="O_Brien _CV__ line.PDF"; filename*=UTF-8''O%27Brien%20%28CV%29%2A%20line.PDF`)
    await download.arrayBuffer()
  })

  it('issue 39.10: a CV stored earlier under a name of another extension is downloaded with its type\'s extension', async () => {
    const { row, mail } = await leadWithCv()
    const object = (await env.FILES.get(row.cv_key as string))!
    await env.FILES.put(row.cv_key as string, await object.arrayBuffer(), { httpMetadata: { contentType: 'application/pdf' }, customMetadata: { filename: 'резюме.html' } })
    const response = await get(linkIn(mail.text_body))
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('резюме.pdf')}`)
    await response.arrayBuffer()
  })

  it('an expired, forged or incomplete link is a 403', async () => {
    const { uuid, mail } = await leadWithCv()
    const link = new URL(linkIn(mail.text_body))
    const expired = await signedCvLink(env.LEAD_FILES_KEY!, ORIGIN, uuid, Date.now() - 1000)
    const otherKey = await signedCvLink('another key of at least thirty-two characters', ORIGIN, uuid, Date.now() + 60_000)
    const prolonged = new URL(link)
    prolonged.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400))
    const { uuid: other } = await leadWithCv()
    const forOtherLead = link.href.replace(uuid, other)
    const unsigned = `${ORIGIN}/lead-files/${uuid}`
    for (const refused of [expired, otherKey, prolonged.href, forOtherLead, unsigned, `${unsigned}?expires=99999999999&signature=`]) {
      const response = await get(refused)
      expect(response.status, refused).toBe(403)
      expect(await response.text()).not.toContain('%PDF')
    }
  })

  it('the stored CV is not served under /media/ (GET and HEAD), whatever the path', async () => {
    const { row } = await leadWithCv()
    for (const path of [`/media/${row.cv_key}`, `/media/${encodeURIComponent(row.cv_key as string)}`]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await get(path, { method })
        expect(response.status, `${method} ${path}`).toBe(404)
        await response.arrayBuffer()
      }
    }
  })

  it('a CV of a type not accepted, with other content than its type, empty, too large or not base64 is a 400 on cv, and nothing is stored', async () => {
    const before = { leads: await leadCount(), files: await storedCvCount() }
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    await expectCvError(await careerLead({ name: 'cv.html', type: 'text/html', data: base64(html) }), 'forms.errors.file_type')
    await expectCvError(await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: base64(html) }), 'forms.errors.file_type')
    await expectCvError(await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: '' }), 'forms.errors.file_size')
    await expectCvError(await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: pdfOf(CV_MAX_BYTES + 1) }), 'forms.errors.file_size')
    await expectCvError(await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: '%PDF-not base64!' }), 'api.errors.invalid_type')
    expect({ leads: await leadCount(), files: await storedCvCount() }).toEqual(before)
  }, 30_000)

  it('a CV of exactly the size limit is accepted', async () => {
    const response = await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: pdfOf(CV_MAX_BYTES) })
    expect(response.status, await response.clone().text()).toBe(201)
  }, 30_000)

  it('a form that takes no CV refuses one as an unknown field; a CV object in a text field is a 400', async () => {
    const cv = { name: 'cv.pdf', type: 'application/pdf', data: base64(PDF) }
    const footer = await postLead('footer', { name: 'Test', phone: '+996555123456', agreement: true, cv }, { 'cf-connecting-ip': newSender() })
    await expectCvError(footer, 'api.errors.unknown_field')
    const inName = await postLead('footer', { name: cv, phone: '+996555123456', agreement: true }, { 'cf-connecting-ip': newSender() })
    expect(inName.status).toBe(400)
    expect(((await inName.json()) as ApiErrorBody).fields?.name).toEqual(['api.errors.invalid_type'])
  })

  it('a cross-site request with a CV is refused (403) and stores nothing (DESIGN "The API", OQ-53)', async () => {
    const before = await storedCvCount()
    const response = await careerLead({ name: 'cv.pdf', type: 'application/pdf', data: base64(PDF) }, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
    expect(response.status).toBe(403)
    expect(await storedCvCount()).toBe(before)
  })
})
