import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ReviewFormValues } from '../src/model/validation'
import type { FormSubmission } from './form.machine'
import { reviewFormMachine, type ReviewField, type ReviewFormPrefill, type ReviewSubmitResult } from './review-form.machine'

interface Pending {
  input: ReviewFormValues
  resolve: (result: ReviewSubmitResult) => void
  reject: (error: Error) => void
}

/** The machine with a createReview whose calls the test answers by hand. */
function start(prefill?: { entity_type?: string; entity_id?: string }) {
  const calls: Pending[] = []
  const machine = reviewFormMachine.provide({
    actors: {
      send: fromPromise<ReviewSubmitResult, FormSubmission<ReviewFormValues, ReviewFormPrefill>>(
        ({ input: { values: input } }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  })
  const actor = createActor(machine, { input: { settings: prefill ?? {} } }).start()
  const fill = (values: Partial<ReviewFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'form.change', field: field as ReviewField, value: value as string | boolean })
    }
  }
  return { actor, calls, fill }
}

const VALID = {
  client_name: '  Айгуль  ',
  client_phone: '+996555123456',
  entity_type: 'EVENT',
  body: ' Отличный тренинг ',
  agreement: true,
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('reviewFormMachine (REVIEWFORM-01…07)', () => {
  it('REVIEWFORM-03, VALID-02: an empty submit stays in editing with the first error of every required field', () => {
    const { actor, calls } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({
      client_name: 'forms.errors.required',
      client_phone: 'forms.errors.required',
      entity_type: 'forms.errors.required',
      body: 'forms.errors.required',
      agreement: 'forms.errors.agreement_required',
    })
    expect(calls).toHaveLength(0)
  })

  it('VALID-04: a phone the input reports invalid gives phone_invalid; changing a field clears its error', () => {
    const { actor, fill } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: false })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ client_phone: 'forms.errors.phone_invalid' })
    fill({ client_phone: '+996555123457' })
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('OQ-34: a missing agreement blocks sending with its own message', () => {
    const { actor, fill, calls } = start()
    fill({ ...VALID, agreement: false })
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ agreement: 'forms.errors.agreement_required' })
    expect(calls).toHaveLength(0)
  })

  it('REVIEWFORM-04, VALID-03: sends trimmed values once, ignores repeated submits while busy, then sent', async () => {
    const { actor, fill, calls } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.change', field: 'body', value: 'changed while busy' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input).toEqual({ ...VALID, client_name: 'Айгуль', body: 'Отличный тренинг', entity_id: '' })
    calls[0]!.resolve({ status: 'sent', output: null })
    await flush()
    expect(actor.getSnapshot().value).toBe('sent')
  })

  it('REVIEWFORM-05: a failure shows the error panel, keeps the text and can be sent again', async () => {
    const { actor, fill, calls } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.reject(new Error('500'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.values.body).toBe('Отличный тренинг')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(calls).toHaveLength(2)
  })

  it("the server's field errors (400) return to editing and show under the fields", async () => {
    const { actor, fill, calls } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({ status: 'invalid', errors: { client_phone: 'forms.errors.phone_invalid' } })
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ client_phone: 'forms.errors.phone_invalid' })
  })

  it('REVIEWFORM-02: the prefilled item goes with its type only', () => {
    const { actor, fill } = start({ entity_type: 'EVENT', entity_id: 'ev-1' })
    fill({ entity_type: 'CLUB' })
    expect(actor.getSnapshot().context.values).toMatchObject({ entity_type: 'CLUB', entity_id: '' })
    fill({ entity_type: 'EVENT' })
    expect(actor.getSnapshot().context.values).toMatchObject({ entity_type: 'EVENT', entity_id: 'ev-1' })
  })

  it('REVIEWFORM-01: reset starts again with empty values and the prefill', async () => {
    const { actor, fill, calls } = start({ entity_type: 'TRAINER', entity_id: '7' })
    expect(actor.getSnapshot().context.values).toMatchObject({ entity_type: 'TRAINER', entity_id: '7' })
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({ status: 'sent', output: null })
    await flush()
    actor.send({ type: 'form.reset', settings: { entity_type: 'CLUB' } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toEqual({
      values: { client_name: '', client_phone: '', entity_type: 'CLUB', entity_id: '', body: '', agreement: false },
      phoneValid: false,
      errors: {},
      settings: { entity_type: 'CLUB' },
      output: null,
      failure: null,
    })
  })
})
