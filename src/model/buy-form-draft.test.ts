import { describe, expect, it } from 'vitest'
import { editBuyFormDraft, initialBuyFormDraft } from './buy-form-draft'

describe('buy form draft (what the form holds before its machine runs)', () => {
  const options = ['option-a', 'option-b']

  it('EVENT-12: starts empty with the first option; an event without options has none', () => {
    expect(initialBuyFormDraft(options)).toEqual({
      values: { client_name: '', client_phone: '', client_email: '', agreement: false },
      optionId: 'option-a',
      phoneValid: false,
    })
    expect(initialBuyFormDraft([]).optionId).toBeNull()
  })

  it('applies a change, an option of the event and the phone verdict; a foreign option changes nothing', () => {
    let draft = initialBuyFormDraft(options)
    draft = editBuyFormDraft(draft, { type: 'form.change', field: 'client_name', value: 'Айгуль' }, options)
    draft = editBuyFormDraft(draft, { type: 'form.option', optionId: 'option-b' }, options)
    draft = editBuyFormDraft(draft, { type: 'form.option', optionId: 'other-event' }, options)
    draft = editBuyFormDraft(draft, { type: 'form.phoneValidity', valid: true }, options)
    expect(draft).toEqual({
      values: { client_name: 'Айгуль', client_phone: '', client_email: '', agreement: false },
      optionId: 'option-b',
      phoneValid: true,
    })
  })
})
