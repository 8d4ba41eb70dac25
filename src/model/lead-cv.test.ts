import { describe, expect, it } from 'vitest'
import type { FormEntity } from './entities/publications'
import { base64Bytes, CV_MAX_BYTES, cvContentMatches, cvError, cvFileName, cvRule, cvTypeOf } from './lead-cv'
import { leadErrorFields, leadFormSpec, leadOrderBody, type LeadFormValues } from './lead-form'
import { FIELD_ERRORS } from './validation'

const form = (slug: string): FormEntity =>
  ({ slug, fields: [{ uuid: '1', slug: 'name', type: 'TEXT', title: 'Name', required: true, hidden: false }] }) as unknown as FormEntity

describe('the CV of a vacancy response (BE-29, OQ-09)', () => {
  it('accepts PDF, DOC, DOCX, ODT and RTF up to the limit; refuses other types, empty and larger files', () => {
    for (const type of ['application/pdf', 'application/msword', 'application/rtf', 'application/vnd.oasis.opendocument.text']) expect(cvError(type, 1)).toBeNull()
    expect(cvError('application/pdf', CV_MAX_BYTES)).toBeNull()
    expect(cvError('application/pdf', CV_MAX_BYTES + 1)).toBe(FIELD_ERRORS.fileSize)
    expect(cvError('application/pdf', 0)).toBe(FIELD_ERRORS.fileSize)
    for (const type of ['text/html', 'image/svg+xml', 'application/zip', '']) expect(cvError(type, 10)).toBe(FIELD_ERRORS.fileType)
  })

  it("a file's type: its own when accepted, else its extension's (browsers leave .doc or .rtf untyped)", () => {
    expect(cvTypeOf('cv.PDF', '')).toBe('application/pdf')
    expect(cvTypeOf('cv.rtf', 'text/rtf')).toBe('application/rtf')
    expect(cvTypeOf('cv.exe', 'application/octet-stream')).toBe('')
  })

  it('the content must start as its type does', () => {
    expect(cvContentMatches('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true)
    expect(cvContentMatches('application/pdf', new TextEncoder().encode('<html>'))).toBe(false)
    expect(cvContentMatches('text/html', new TextEncoder().encode('<html>'))).toBe(false)
  })

  it('counts the bytes of base64 text', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'abcde']) expect(base64Bytes(btoa(text))).toBe(text.length)
  })
})

describe('the career form holds, checks and sends the CV (BE-29, FORM-06)', () => {
  const settings = { form: form('career'), hidden: {} }

  it('starts without a CV, checks a chosen one and shows its error under cv; other forms have no cv', () => {
    expect(leadFormSpec.empty(settings).cv).toBe('')
    expect(leadFormSpec.empty({ form: form('footer'), hidden: {} })).not.toHaveProperty('cv')
    expect(leadFormSpec.rules(true, settings).cv).toEqual([cvRule])
    expect(cvRule({ name: 'big.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1, data: '' })).toBe(FIELD_ERRORS.fileSize)
    expect(cvRule('')).toBeNull()
    expect(leadErrorFields(settings.form)).toEqual(['name', 'cv', 'agreement'])
    expect(leadErrorFields(form('footer'))).toEqual(['name', 'agreement'])
  })

  it('sends the chosen CV without its size, and no cv field when none is chosen', () => {
    const values: LeadFormValues = { name: 'A', agreement: true, cv: { name: 'cv.pdf', type: 'application/pdf', size: 3, data: 'JVBE' } }
    expect(leadOrderBody(values)).toEqual({ name: 'A', agreement: true, website: '', cv: { name: 'cv.pdf', type: 'application/pdf', data: 'JVBE' } })
    expect(leadOrderBody({ name: 'A', agreement: true, cv: '' })).toEqual({ name: 'A', agreement: true, website: '' })
  })
})

describe("a CV's file name follows its type (issue 39.10)", () => {
  it.each([
    ['cv.html', 'application/pdf', 'cv.pdf'],
    ['cv', 'application/pdf', 'cv.pdf'],
    ['Резюме.PDF', 'application/pdf', 'Резюме.PDF'],
    ['cv.pdf', 'application/msword', 'cv.doc'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'cv.docx'],
    ['Ivanov.Resume-2026', 'application/rtf', 'Ivanov.Resume-2026.rtf'],
    ['.html', 'application/pdf', '.html.pdf'],
  ])('%s of %s → %s', (name, type, expected) => {
    expect(cvFileName(name, type)).toBe(expected)
  })
})
