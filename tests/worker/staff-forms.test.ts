/**
 * The desk's editing of the lead forms and their fields (issue 42 "forms and their fields", ENTITY-23, BE-20): texts
 * and fields saved over the form's version (409 when stale), validated per field, audited; an editor changes texts
 * only; a field that leads answered keeps its slug and kind, and removing it leaves the leads' answers as they were.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody } from '../../src/model/api'
import type { FormEntity } from '../../src/model/entities/publications'
import type { FormWriteBody, StaffForm, StaffFormSummary } from '../../src/model/form-editing'
import { auditOf } from '../../worker/db/staff-audit'
import { apiJson, get } from './helpers'
import { leadRow, newSender, postLead, PROGRAM_LEAD } from './lead-fixtures'
import { inFlight } from './sender-fixtures'
import { contentVersion, keepTables } from './site-editing-fixtures'
import { expectJson, staffCookieOf, staffSend } from './staff-fixtures'

const FORM_TABLES = ['form_translations', 'form_fields', 'form_field_translations'] as const
keepTables(FORM_TABLES)

const read = async (cookie: string, slug: string) => expectJson<StaffForm>(await staffSend('GET', `/forms/${slug}`, cookie), 200)
const save = (cookie: string, slug: string, body: FormWriteBody) => staffSend('PUT', `/forms/${slug}`, cookie, body)
const bodyOf = ({ version, texts, fields }: StaffForm): FormWriteBody => ({ version, texts, fields: fields.map(({ answers: _answers, ...field }) => field) })

describe('staff forms (issue 42, ENTITY-23, BE-20)', () => {
  it('BE-20: the desk lists the forms; a manager renames, adds, reorders and removes fields; the public form follows; audited', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { rows } = await expectJson<{ rows: StaffFormSummary[] }>(await staffSend('GET', '/forms', cookie), 200)
    expect(rows.find((row) => row.slug === 'get_program')).toEqual({ slug: 'get_program', title: 'Подобрать программу', fields: 4, missing: [] })
    const form = await read(cookie, 'trainer_consultation')
    const cacheVersion = await contentVersion()
    const body = bodyOf(form)
    const [name, phone, question] = body.fields
    const saved = await expectJson<StaffForm>(
      await save(cookie, 'trainer_consultation', {
        ...body,
        texts: { ...body.texts, en: { ...body.texts.en, title: 'Talk to a trainer' } },
        fields: [
          phone!,
          { ...name!, titles: { ru: 'Имя и фамилия', en: 'Full name', ky: '' } },
          { uuid: null, slug: 'city', type: 'TEXT', required: true, hidden: false, titles: { ru: 'Город', en: 'City', ky: 'Шаар' } },
          { ...question!, required: true },
        ],
      }),
      200,
    )
    expect(saved.version).toBe(form.version + 1)
    expect(await contentVersion()).toBeGreaterThan(cacheVersion!)
    const shown = await apiJson<FormEntity>('forms/trainer_consultation?language=en')
    expect(shown.title).toBe('Talk to a trainer')
    expect(shown.fields.map((field) => [field.slug, field.title, field.required])).toEqual([
      ['phone', 'Phone', true],
      ['name', 'Full name', true],
      ['city', 'City', true],
      ['question', 'Your question', true],
    ])
    expect((await apiJson<FormEntity>('forms/trainer_consultation?language=ky')).fields[1]!.title).toBe('Имя и фамилия')
    expect((await auditOf(env.DB, 'forms:trainer_consultation')).at(-1)).toMatchObject({ action: 'form.update' })
  })

  it('BE-20: a field that leads answered keeps its slug and kind (409); removing it keeps the leads\' answers', async () => {
    const cookie = await staffCookieOf(['admin'])
    const posted = await postLead('get_program', { ...PROGRAM_LEAD, goal: 'Ответ, который нельзя потерять' }, { 'cf-connecting-ip': newSender() })
    expect(posted.status, await posted.clone().text()).toBe(201)
    const lead = ((await posted.json()) as { uuid: string }).uuid
    const form = await read(cookie, 'get_program')
    const goal = form.fields.findIndex((field) => field.slug === 'goal')
    expect(form.fields[goal]!.answers).toBeGreaterThan(0)
    const body = bodyOf(form)
    const renamed = body.fields.map((field, index) => (index === goal ? { ...field, slug: 'aim', type: 'TEXT' as const } : field))
    const refused = await expectJson<ApiErrorBody>(await save(cookie, 'get_program', { ...body, fields: renamed }), 409)
    expect(refused).toMatchObject({ code: 'field_has_answers', fields: { [`fields.${goal}.slug`]: ['admin.forms.has_answers'], [`fields.${goal}.type`]: ['admin.forms.has_answers'] } })
    const before = (await leadRow(lead))!.field_values
    await expectJson<StaffForm>(await save(cookie, 'get_program', { ...body, fields: body.fields.filter((_, index) => index !== goal) }), 200)
    expect((await leadRow(lead))!.field_values).toBe(before)
    expect(JSON.parse(String(before))).toMatchObject({ goal: 'Ответ, который нельзя потерять' })
  })

  it('BE-20: bad fields are a 400 naming each; unknown fields, another form\'s field and an unknown kind too; an unknown form is a 404', async () => {
    const cookie = await staffCookieOf(['manager'])
    const form = await read(cookie, 'footer')
    const other = await read(cookie, 'club')
    const body = bodyOf(form)
    const blank = { uuid: null, slug: 'Bad Slug', type: 'TEXT' as const, required: false, hidden: false, titles: { ru: ' ', en: 'x'.repeat(301), ky: '' } }
    const answer = await expectJson<ApiErrorBody>(
      await save(cookie, 'footer', { ...body, texts: { ...body.texts, ru: { ...body.texts.ru, title: '' } }, fields: [...body.fields, blank, { ...body.fields[0]!, uuid: null }, { ...other.fields[0]!, answers: undefined } as never] }),
      400,
    )
    const count = body.fields.length
    expect(answer.fields).toMatchObject({
      'texts.ru.title': ['forms.errors.required'],
      [`fields.${count}.slug`]: ['admin.errors.field_key_format'],
      [`fields.${count}.titles.ru`]: ['forms.errors.required'],
      [`fields.${count}.titles.en`]: ['api.errors.length'],
      [`fields.${count + 1}.slug`]: ['admin.forms.slug_taken'],
    })
    const foreign = await expectJson<ApiErrorBody>(await save(cookie, 'footer', { ...body, fields: [...body.fields, { ...bodyOf(other).fields[0]!, slug: 'borrowed' }] }), 400)
    expect(foreign.fields).toEqual({ [`fields.${count}.uuid`]: ['forms.errors.invalid'] })
    expect((await save(cookie, 'footer', { ...body, fields: [{ ...body.fields[0]!, type: 'SELECT' as never }] })).status).toBe(400)
    expect((await staffSend('PUT', '/forms/footer', cookie, { ...body, colour: 'red' })).status).toBe(400)
    expect((await staffSend('GET', '/forms/no-such-form', cookie)).status).toBe(404)
    expect((await read(cookie, 'footer')).version).toBe(form.version)
  })

  it('BE-20: a field added as required is required by POST forms/{slug}/orders; the last phone or e-mail field cannot be deleted or hidden', async () => {
    const cookie = await staffCookieOf(['manager'])
    const form = await read(cookie, 'franchise')
    const body = bodyOf(form)
    const city = { uuid: null, slug: 'city', type: 'TEXT' as const, required: true, hidden: false, titles: { ru: 'Город', en: 'City', ky: 'Шаар' } }
    await expectJson<StaffForm>(await save(cookie, 'franchise', { ...body, fields: [...body.fields, city] }), 200)
    const lead = { name: 'Айгерим Тест', phone: '+996 555 123 456', agreement: true }
    const missing = await expectJson<ApiErrorBody>(await postLead('franchise', lead, { 'cf-connecting-ip': newSender() }), 400)
    expect(missing.fields).toMatchObject({ city: [expect.any(String)] })
    expect((await postLead('franchise', { ...lead, city: 'Бишкек' }, { 'cf-connecting-ip': newSender() })).status).toBe(201)
    const stored = bodyOf(await read(cookie, 'franchise'))
    const phone = stored.fields.findIndex((field) => field.slug === 'phone')
    for (const fields of [stored.fields.filter((_, index) => index !== phone), stored.fields.map((field, index) => (index === phone ? { ...field, hidden: true } : field))]) {
      const refused = await expectJson<ApiErrorBody>(await save(cookie, 'franchise', { ...stored, fields }), 400)
      expect(refused.fields).toEqual({ fields: ['admin.forms.needs_contact'] })
    }
    expect((await apiJson<FormEntity>('forms/franchise?language=ru')).fields.map((field) => field.slug)).toContain('phone')
  })

  it('BE-04: an editor changes labels and texts only; kinds, required, order and new fields are refused; a moderator sees nothing', async () => {
    const editor = await staffCookieOf(['editor'])
    const form = await read(editor, 'club')
    const body = bodyOf(form)
    const labelled = { ...body, fields: body.fields.map((field, index) => (index === 0 ? { ...field, titles: { ...field.titles, ky: 'Толук атыңыз' } } : field)) }
    const saved = await expectJson<StaffForm>(await save(editor, 'club', labelled), 200)
    expect(saved.fields[0]!.titles.ky).toBe('Толук атыңыз')
    for (const fields of [[...body.fields].reverse(), body.fields.map((field, index) => (index === 0 ? { ...field, required: !field.required } : field)), body.fields.slice(1)]) {
      const refused = await expectJson<ApiErrorBody>(await save(editor, 'club', { ...bodyOf(saved), fields }), 400)
      expect(refused.fields).toEqual({ fields: ['admin.content.texts_only'] })
    }
    expect((await staffSend('GET', '/forms', await staffCookieOf(['moderator']))).status).toBe(404)
  })

  it('BE-20: 40 saves of the same version in flight: exactly one is stored, 39 hear 409, one audit row', async () => {
    const cookie = await staffCookieOf(['manager'])
    const form = await read(cookie, 'career')
    const audited = (await auditOf(env.DB, 'forms:career')).length
    let serial = 0
    const body = bodyOf(form)
    const answers = await inFlight(40, () => save(cookie, 'career', { ...body, texts: { ...body.texts, en: { ...body.texts.en, subtitle: `Save ${++serial}` } } }))
    expect(answers.get(200)).toHaveLength(1)
    expect(answers.get(409)).toHaveLength(39)
    expect((await read(cookie, 'career')).version).toBe(form.version + 1)
    expect(await auditOf(env.DB, 'forms:career')).toHaveLength(audited + 1)
  }, 30_000)

  it('issue 41: the forms list and a form\'s page name it as the lead inbox does, with the heading visitors see beside it', async () => {
    const cookie = await staffCookieOf(['manager'])
    const list = await (await get('/admin/forms', { headers: { Cookie: cookie } })).text()
    expect(list).toContain('Форма внизу сайта')
    expect(list).toContain(`На сайте: «${(await read(cookie, 'footer')).texts.ru.title}»`)
    expect(list).not.toContain('· footer ·')
    const page = await (await get('/en/admin/forms/get_program', { headers: { Cookie: cookie } })).text()
    expect(page).toMatch(/<h1[^>]*>Get the programme<\/h1>/)
    expect(page).toContain(`On the site: “${(await read(cookie, 'get_program')).texts.en.title}”`)
  })
})
