/**
 * POST reviews (API-15, REVIEWFORM-03/04/06, VALID-01…04, VALID-08, OQ-34, BE-09, BE-34): a valid review is
 * stored unmoderated with its consent record and escaped text and never listed; every kind of bad input is a 400
 * naming the field with a message key and stores nothing. The per-sender limit: sender-limits.test.ts.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiErrorBody, ListResponse } from '../../src/model/api'
import type { ReviewCreateBody, ReviewCreated, ReviewEntity } from '../../src/model/entities/shop'
import { queuedReview } from '../../worker/db/review-moderation'
import { API, apiJson, get, VISIBLE_SQL } from './helpers'

interface StoredReview {
  uuid: string
  entity_type: string
  entity_id: string | null
  client_name: string
  client_phone: string
  body: string
  moderated: number
  created: string
  consent_at: string | null
  consent_document: string | null
  language: string | null
  client_ip_hash: string | null
}

const VALID: ReviewCreateBody = {
  client_name: '  Айгуль Тестова  ',
  client_phone: '+996 555 123 456',
  entity_type: 'COMPANY',
  body: ' Отлично!\n<b>Жирный</b> & <script>alert(1)</script>\n\nВторой абзац ',
  agreement: true,
}

function post(body: unknown, init: { headers?: Record<string, string>; language?: string } = {}): Promise<Response> {
  return get(`${API}/reviews?language=${init.language ?? 'en'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function created(response: Response): Promise<ReviewCreated> {
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as ReviewCreated
}

function stored(uuid: string): Promise<StoredReview | null> {
  return env.DB.prepare('SELECT * FROM reviews WHERE uuid = ?1').bind(uuid).first<StoredReview>()
}

async function storedCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS count FROM reviews').first<{ count: number }>())?.count ?? 0
}

describe('POST reviews: a valid review (REVIEWFORM-04/06, BE-09, BE-34)', () => {
  it('answers 201 {uuid, moderated: false} and stores it unmoderated, trimmed, escaped, with the consent record', async () => {
    const before = await apiJson<ListResponse<ReviewEntity>>('reviews?limit=1')
    const started = Date.now()
    const answer = await created(await post(VALID, { language: 'ky' }))
    expect(Object.keys(answer).sort()).toEqual(['moderated', 'uuid'])
    expect(answer.moderated).toBe(false)

    const row = await stored(answer.uuid)
    expect(row).toMatchObject({
      entity_type: 'COMPANY',
      entity_id: null,
      client_name: 'Айгуль Тестова',
      client_phone: '+996555123456',
      moderated: 0,
      language: 'ky',
      client_ip_hash: null,
    })
    // Plain text: markup is escaped, paragraphs and line breaks kept.
    expect(row!.body).toBe(
      '<p>Отлично!<br>&lt;b&gt;Жирный&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p><p>Второй абзац</p>',
    )
    // BE-34: the consent time is the submission's, and the policy version is recorded.
    expect(row!.consent_at).toBe(row!.created)
    expect(Date.parse(row!.consent_at!)).toBeGreaterThanOrEqual(started - 1000)
    expect(row!.consent_document).toMatch(/^privacy(@.+)?$/)

    // REVIEWFORM-06: never public before moderation, whatever the order or filter.
    for (const query of ['order_by=-created&limit=100', 'entity_type=COMPANY&limit=100', 'order_by=random&limit=100']) {
      const list = await apiJson<ListResponse<ReviewEntity>>(`reviews?${query}`)
      expect(list.rows.map((review) => review.uuid)).not.toContain(answer.uuid)
    }
    await apiJson<ApiErrorBody>(`reviews/${answer.uuid}`, 404)
    const after = await apiJson<ListResponse<ReviewEntity>>('reviews?limit=1')
    expect(after.meta.count).toBe(before.meta.count)
  })

  it('OQ-51: an event, trainer or product named by slug is stored under the id the public filters use', async () => {
    const event = await env.DB.prepare('SELECT uuid, slug FROM events LIMIT 1').first<{ uuid: string; slug: string }>()
    const trainer = await env.DB.prepare('SELECT id, slug FROM trainers LIMIT 1').first<{ id: number; slug: string }>()
    const product = await env.DB.prepare('SELECT uuid, slug FROM products LIMIT 1').first<{ uuid: string; slug: string }>()
    const cases = [
      { entity_type: 'EVENT', entity_id: event!.slug, expected: event!.uuid },
      { entity_type: 'TRAINER', entity_id: trainer!.slug, expected: String(trainer!.id) },
      { entity_type: 'TRAINER', entity_id: String(trainer!.id), expected: String(trainer!.id) },
      { entity_type: 'PRODUCT', entity_id: product!.uuid, expected: product!.uuid },
    ] as const
    for (const { expected, ...entity } of cases) {
      const answer = await created(await post({ ...VALID, ...entity }))
      expect((await stored(answer.uuid))!.entity_id, entity.entity_id).toBe(expected)
    }
    // An empty id is no id.
    const none = await created(await post({ ...VALID, entity_id: '' }))
    expect((await stored(none.uuid))!.entity_id).toBeNull()
  })
})

describe('reviews of an item visitors do not see (issue 42.6, BE-09, OQ-51)', () => {
  it('a draft or scheduled product takes no review (a 400 on entity_id, as an unknown one) and lists none publicly, by type and id or by id alone; the desk queue keeps its reviews', async () => {
    const product = (await env.DB.prepare(
      `SELECT p.uuid, p.slug FROM products p WHERE ${VISIBLE_SQL} AND EXISTS (SELECT 1 FROM reviews r WHERE r.moderated = 1 AND r.entity_type = 'PRODUCT' AND r.entity_id = p.uuid) LIMIT 1`,
    ).first<{ uuid: string; slug: string }>())!
    const listed = () => apiJson<ListResponse<ReviewEntity>>(`reviews?entity_type=PRODUCT&entity_id=${product.uuid}`)
    // by the id alone, too (REVIEWS-03: the type is optional), with the same rows and count
    const listedById = () => apiJson<ListResponse<ReviewEntity>>(`reviews?entity_id=${product.uuid}`)
    expect((await listed()).meta.count).toBeGreaterThan(0)
    expect(await listedById()).toEqual(await listed())
    const waiting = await created(await post({ ...VALID, entity_type: 'PRODUCT', entity_id: product.slug }))
    const hide = (sql: string) => env.DB.prepare(`UPDATE products SET ${sql} WHERE uuid = ?1`).bind(product.uuid).run()
    try {
      for (const hidden of ["status = 'draft'", "status = 'published', publish_at = '2999-01-01T00:00:00.000Z'"]) {
        await hide(hidden)
        const before = await storedCount()
        for (const id of [product.uuid, product.slug]) {
          const answer = await post({ ...VALID, entity_type: 'PRODUCT', entity_id: id })
          expect(answer.status, hidden).toBe(400)
          expect(((await answer.json()) as ApiErrorBody).fields).toEqual({ entity_id: ['api.errors.unknown_value'] })
        }
        expect(await storedCount()).toBe(before)
        expect((await listed()).meta.count, hidden).toBe(0)
        expect((await listedById()).rows, hidden).toEqual([])
        expect(await queuedReview(env.DB, waiting.uuid)).not.toBeNull()
      }
    } finally {
      await hide("status = 'published', publish_at = NULL")
    }
    expect((await listed()).meta.count).toBeGreaterThan(0)
  })
})

describe('POST reviews: rejections (VALID-01…04, VALID-08, OQ-34, API-15)', () => {
  let eventSlug = ''
  beforeAll(async () => {
    eventSlug = (await env.DB.prepare('SELECT slug FROM events LIMIT 1').first<{ slug: string }>())!.slug
  })

  const CASES: Array<{ name: string; body: () => unknown; field: string; key: string }> = [
    { name: 'an unknown field', body: () => ({ ...VALID, rating: 5 }), field: 'rating', key: 'api.errors.unknown_field' },
    { name: 'a missing name', body: () => ({ ...VALID, client_name: undefined }), field: 'client_name', key: 'forms.errors.required' },
    { name: 'a blank name', body: () => ({ ...VALID, client_name: '   ' }), field: 'client_name', key: 'forms.errors.required' },
    { name: 'a name over 100 characters', body: () => ({ ...VALID, client_name: 'n'.repeat(101) }), field: 'client_name', key: 'forms.errors.too_long' },
    { name: 'an invalid phone', body: () => ({ ...VALID, client_phone: '+996 12' }), field: 'client_phone', key: 'forms.errors.phone_invalid' },
    { name: 'letters for a phone', body: () => ({ ...VALID, client_phone: 'call me' }), field: 'client_phone', key: 'forms.errors.phone_invalid' },
    { name: 'a blank phone', body: () => ({ ...VALID, client_phone: ' ' }), field: 'client_phone', key: 'forms.errors.required' },
    { name: 'an unknown type', body: () => ({ ...VALID, entity_type: 'MOVIE' }), field: 'entity_type', key: 'api.errors.unknown_value' },
    { name: 'a blank text', body: () => ({ ...VALID, body: '  \n ' }), field: 'body', key: 'forms.errors.required' },
    { name: 'a text under 10 characters (OQ-06)', body: () => ({ ...VALID, body: ' ok! ' }), field: 'body', key: 'forms.errors.too_short' },
    { name: 'a phone over 20 characters (OQ-06)', body: () => ({ ...VALID, client_phone: '+996 555 123 456 7890' }), field: 'client_phone', key: 'forms.errors.too_long' },
    { name: 'a text over 5000 characters', body: () => ({ ...VALID, body: 'b'.repeat(5001) }), field: 'body', key: 'forms.errors.too_long' },
    { name: 'the agreement not given', body: () => ({ ...VALID, agreement: false }), field: 'agreement', key: 'forms.errors.agreement_required' },
    { name: 'the agreement left out', body: () => ({ ...VALID, agreement: undefined }), field: 'agreement', key: 'forms.errors.required' },
    { name: 'the agreement as a string', body: () => ({ ...VALID, agreement: 'yes' }), field: 'agreement', key: 'api.errors.invalid_type' },
    { name: 'an unknown event', body: () => ({ ...VALID, entity_type: 'EVENT', entity_id: 'no-such-event' }), field: 'entity_id', key: 'api.errors.unknown_value' },
    { name: 'an event slug with another type', body: () => ({ ...VALID, entity_type: 'TRAINER', entity_id: eventSlug }), field: 'entity_id', key: 'api.errors.unknown_value' },
    { name: 'an id for a type without items', body: () => ({ ...VALID, entity_type: 'CLUB', entity_id: eventSlug }), field: 'entity_id', key: 'api.errors.unknown_value' },
    { name: 'a malformed id', body: () => ({ ...VALID, entity_type: 'EVENT', entity_id: '<x>' }), field: 'entity_id', key: 'api.errors.invalid_type' },
    // A value of the wrong type is named as such, not as a wrong length (DESIGN "The API").
    { name: 'a number for a name', body: () => ({ ...VALID, client_name: 1 }), field: 'client_name', key: 'api.errors.invalid_type' },
    { name: 'an object for a name', body: () => ({ ...VALID, client_name: {} }), field: 'client_name', key: 'api.errors.invalid_type' },
    { name: 'a list for a text', body: () => ({ ...VALID, body: ['a'] }), field: 'body', key: 'api.errors.invalid_type' },
    { name: 'a number for an id', body: () => ({ ...VALID, entity_type: 'EVENT', entity_id: 5 }), field: 'entity_id', key: 'api.errors.invalid_type' },
    // VALID-01, VALID-03: zero-width and control characters are trimmed away like spaces, so invisible text is empty.
    { name: 'an invisible name', body: () => ({ ...VALID, client_name: '\u0000\u200b' }), field: 'client_name', key: 'forms.errors.required' },
    { name: 'an invisible text', body: () => ({ ...VALID, body: '\u200b\u200b\n\ufeff\u2060' }), field: 'body', key: 'forms.errors.required' },
  ]

  for (const { name, body, field, key } of CASES) {
    it(`${name} is a 400 on ${field} (${key}) and stores nothing`, async () => {
      const before = await storedCount()
      const response = await post(body())
      expect(response.status, await response.clone().text()).toBe(400)
      const error = (await response.json()) as ApiErrorBody
      expect(error.code).toBe('invalid_input')
      expect(error.fields?.[field], JSON.stringify(error)).toContain(key)
      expect(await storedCount()).toBe(before)
    })
  }

  it('every missing required field is named at once, one message each (VALID-02)', async () => {
    const response = await post({ ...VALID, client_name: ' ', client_phone: '1', body: '', agreement: false })
    const error = (await response.json()) as ApiErrorBody
    expect(error.fields).toEqual({
      client_name: ['forms.errors.required'],
      client_phone: ['forms.errors.phone_invalid'],
      body: ['forms.errors.required'],
      agreement: ['forms.errors.agreement_required'],
    })
  })

  // DESIGN "The API": a malformed request is a 4xx naming its fields, never a 500 (JSON.parse makes these own keys).
  for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`a body key named ${key} is a 400 naming it as an unknown field, and stores nothing`, async () => {
      const before = await storedCount()
      const response = await post(`{"${key}":{},${JSON.stringify(VALID).slice(1)}`)
      expect(response.status, await response.clone().text()).toBe(400)
      const error = (await response.json()) as ApiErrorBody
      expect(error.code).toBe('invalid_input')
      expect(Object.hasOwn(error.fields!, key), JSON.stringify(error)).toBe(true)
      expect(error.fields![key]).toEqual(['api.errors.unknown_field'])
      expect(await storedCount()).toBe(before)
    })
  }

  it('a body that is only {"__proto__":{}} names every missing field and the unknown key', async () => {
    const response = await post('{"__proto__":{}}')
    expect(response.status, await response.clone().text()).toBe(400)
    const error = (await response.json()) as ApiErrorBody
    expect(error.fields!['__proto__']).toEqual(['api.errors.unknown_field'])
    expect(error.fields!.client_name).toEqual(['forms.errors.required'])
  })

  it('a body that is not JSON is a 400', async () => {
    const response = await post('{"client_name": ')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ApiErrorBody).code).toBe('invalid_json')
  })
})
