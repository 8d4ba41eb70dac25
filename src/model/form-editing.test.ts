import { describe, expect, it } from 'vitest'
import type { FormTexts } from './entities/publications'
import { answeredFieldChanges, formFieldErrors, formNonTextChanges, type FormFieldWrite, type StaffFormField } from './form-editing'

const TEXTS: FormTexts = { title: 'Форма', subtitle: '', subtitle_down: '', submit_title: 'Отправить', thanks_title: '', thanks_description: '' }
const EMPTY: FormTexts = { title: '', subtitle: '', subtitle_down: '', submit_title: '', thanks_title: '', thanks_description: '' }
const NAME: FormFieldWrite = { uuid: 'a', slug: 'name', type: 'TEXT', required: true, hidden: false, titles: { ru: 'Имя', en: 'Name', ky: '' } }
const GOAL: FormFieldWrite = { uuid: 'b', slug: 'goal', type: 'BIG_TEXT', required: false, hidden: false, titles: { ru: 'Цель', en: '', ky: '' } }
const PHONE: FormFieldWrite = { uuid: 'c', slug: 'phone', type: 'TEXT', required: true, hidden: false, titles: { ru: 'Телефон', en: 'Phone', ky: '' } }
const body = (fields: FormFieldWrite[]) => ({ version: 1, texts: { ru: TEXTS, en: EMPTY, ky: EMPTY }, fields })

describe('form editing rules (issue 42, ENTITY-23, BE-20)', () => {
  it('slugs are lower-case keys, unique in the form; ru labels required', () => {
    expect(formFieldErrors(body([NAME, GOAL, PHONE]))).toEqual({})
    expect(formFieldErrors(body([NAME, { ...GOAL, slug: 'name' }, { ...GOAL, uuid: null, slug: '1st field', titles: { ru: '', en: '', ky: '' } }, PHONE]))).toEqual({
      'fields.1.slug': ['admin.forms.slug_taken'],
      'fields.2.slug': ['admin.errors.field_key_format'],
      'fields.2.titles.ru': ['forms.errors.required'],
    })
  })

  it('BE-20: a form keeps a shown, required phone or e-mail field: deleting, hiding or un-requiring the last one is refused', () => {
    const refused = { fields: ['admin.forms.needs_contact'] }
    expect(formFieldErrors(body([NAME, GOAL]))).toEqual(refused)
    expect(formFieldErrors(body([NAME, { ...PHONE, hidden: true }]))).toEqual(refused)
    expect(formFieldErrors(body([NAME, { ...PHONE, required: false }]))).toEqual(refused)
    expect(formFieldErrors(body([NAME, { ...PHONE, type: 'BIG_TEXT' }]))).toEqual(refused)
    expect(formFieldErrors(body([NAME, { ...PHONE, slug: 'email', titles: { ru: 'Почта', en: '', ky: '' } }]))).toEqual({})
  })

  it('BE-04: an editor changes labels only: order, kind, required and rows are no texts', () => {
    expect(formNonTextChanges([NAME, GOAL], [{ ...NAME, titles: { ru: 'ФИО', en: '', ky: 'Аты' } }, GOAL])).toEqual({})
    expect(formNonTextChanges([NAME, GOAL], [GOAL, NAME])).toEqual({ fields: ['admin.content.texts_only'] })
    expect(formNonTextChanges([NAME, GOAL], [NAME, { ...GOAL, required: true }])).toEqual({ fields: ['admin.content.texts_only'] })
  })

  it('a field leads answered keeps its slug and kind; one without answers may change both', () => {
    const stored: StaffFormField[] = [{ ...NAME, uuid: 'a', answers: 0 }, { ...GOAL, uuid: 'b', answers: 3 }]
    expect(answeredFieldChanges(stored, [{ ...NAME, slug: 'full_name' }, { ...GOAL, titles: { ru: 'Ваша цель', en: '', ky: '' } }])).toEqual({})
    expect(answeredFieldChanges(stored, [NAME, { ...GOAL, slug: 'aim', type: 'TEXT' }])).toEqual({ 'fields.1.slug': ['admin.forms.has_answers'], 'fields.1.type': ['admin.forms.has_answers'] })
  })
})
