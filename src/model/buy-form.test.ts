import { describe, expect, it } from 'vitest'
import { buyFormSpec } from './buy-form'
import { editDraft, emptyDraft, restingFormView } from './form-draft'

describe('buy form spec (what the form holds before its machine runs)', () => {
  const settings = { optionIds: ['option-a', 'option-b'] }

  it('EVENT-12: an untouched form is empty with the first option; an event without options has none', () => {
    expect(restingFormView(emptyDraft(buyFormSpec, settings))).toEqual({
      phase: 'editing',
      values: { client_name: '', client_phone: '', client_email: '', agreement: false, optionId: 'option-a' },
      errors: {},
      failure: null,
    })
    expect(emptyDraft(buyFormSpec, { optionIds: [] }).values.optionId).toBe('')
  })

  it('applies a change, an option of the event and the phone verdict; a foreign option changes nothing', () => {
    let draft = emptyDraft(buyFormSpec, settings)
    draft = editDraft(buyFormSpec, settings, draft, { type: 'form.change', field: 'client_name', value: 'Айгуль' })
    draft = editDraft(buyFormSpec, settings, draft, { type: 'form.change', field: 'optionId', value: 'option-b' })
    draft = editDraft(buyFormSpec, settings, draft, { type: 'form.change', field: 'optionId', value: 'other-event' })
    draft = editDraft(buyFormSpec, settings, draft, { type: 'form.phoneValidity', valid: true })
    expect(draft).toEqual({
      values: { client_name: 'Айгуль', client_phone: '', client_email: '', agreement: false, optionId: 'option-b' },
      phoneValid: true,
    })
  })
})
