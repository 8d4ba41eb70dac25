import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { FormDraft } from '../src/model/form-draft'
import { buyerPrefill, type BuyerPrefill, type BuyFormValues } from '../src/model/buy-form'
import type { EventOrderFormValues } from '../src/model/entities/orders'
import { buyFormMachine, type BuyFormField, type BuyFormOrder, type BuyFormResult } from './buy-form.machine'

interface Pending {
  input: BuyFormOrder
  resolve: (result: BuyFormResult) => void
  reject: (error: Error) => void
}

/** The machine with a createOrder the test answers by hand and the effects recorded. */
function start(optionIds: readonly string[] = ['option-a', 'option-b'], draft?: FormDraft<BuyFormValues>, buyer?: BuyerPrefill) {
  const calls: Pending[] = []
  const redirects: Array<string | null> = []
  const failures = vi.fn()
  const machine = buyFormMachine.provide({
    actors: {
      send: fromPromise<BuyFormResult, BuyFormOrder>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
    actions: {
      onSent: ({ context }) => redirects.push(context.output),
      onFailure: failures,
    },
  })
  const actor = createActor(machine, { input: { settings: { optionIds, buyer }, draft } }).start()
  const fill = (values: Partial<EventOrderFormValues>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({
        type: 'form.change',
        field: field as BuyFormField,
        value: value as string | boolean,
      })
    }
  }
  return { actor, calls, redirects, failures, fill }
}

const VALID: EventOrderFormValues = {
  client_name: '  Айгуль Асанова ',
  client_phone: ' +996 555 123 456 ',
  client_email: ' aigul@example.kg  ',
  agreement: true,
}
const TRIMMED: EventOrderFormValues = {
  client_name: 'Айгуль Асанова',
  client_phone: '+996 555 123 456',
  client_email: 'aigul@example.kg',
  agreement: true,
}

/** Settles the promise callbacks of the invoked actor. */
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('buyFormMachine (ORDER-01…03, ORDER-05, ORDER-07, ORDER-08, EVENT-12)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("EVENT-12: starts idle with the first option chosen; another of the event's options can be chosen, a foreign one not", () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.values.optionId).toBe('option-a')
    actor.send({ type: 'form.change', field: 'optionId', value: 'option-b' })
    expect(actor.getSnapshot().context.values.optionId).toBe('option-b')
    actor.send({ type: 'form.change', field: 'optionId', value: 'not-of-this-event' })
    expect(actor.getSnapshot().context.values.optionId).toBe('option-b')
  })

  it('starts from the draft typed while it loaded: values, chosen option and phone verdict kept, submit sends them', () => {
    const { actor, calls } = start(['option-a', 'option-b'], { values: { ...VALID, optionId: 'option-b' }, phoneValid: true })
    expect(actor.getSnapshot().context.values).toEqual({ ...VALID, optionId: 'option-b' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(calls[0]!.input.values.optionId).toBe('option-b')
    expect(calls[0]!.input.values.client_name).toBe('Айгуль Асанова')
  })

  it('ORDER-09, COURSES-10: a signed-in buyer starts with name, phone and e-mail; the e-mail is locked yet sent, even after a reset', async () => {
    const buyer = buyerPrefill({ first_name: 'Айгуль', last_name: ' Асанова', phone: '+996555123456', email: 'aigul@example.kg' })
    const { actor, calls, fill } = start(['option-a'], undefined, buyer!)
    expect(actor.getSnapshot().context.values).toMatchObject({ client_name: 'Айгуль Асанова', client_phone: '+996555123456', client_email: 'aigul@example.kg' })
    actor.send({ type: 'form.change', field: 'client_email', value: 'someone@else.kg' })
    actor.send({ type: 'form.change', field: 'client_name', value: 'Айгуль' })
    expect(actor.getSnapshot().context.values).toMatchObject({ client_name: 'Айгуль', client_email: 'aigul@example.kg' })
    actor.send({ type: 'form.reset' })
    expect(actor.getSnapshot().context.values.client_name).toBe('Айгуль Асанова')
    fill({ agreement: true })
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    await flush()
    expect(calls[0]!.input.values).toMatchObject({ client_email: 'aigul@example.kg', client_phone: '+996555123456' })
  })

  it('ORDER-09: an anonymous visitor, or a user without a phone, gets nothing prefilled there and the e-mail stays editable', () => {
    expect(buyerPrefill(null)).toBeNull()
    const { actor } = start(['option-a'], undefined, buyerPrefill({ first_name: '', last_name: '', phone: '', email: '' })!)
    actor.send({ type: 'form.change', field: 'client_email', value: 'aigul@example.kg' })
    expect(actor.getSnapshot().context.values).toMatchObject({ client_name: '', client_phone: '', client_email: 'aigul@example.kg' })
  })

  it('EVENT-12: an event without options has no option chosen', () => {
    const { actor } = start([])
    expect(actor.getSnapshot().context.values.optionId).toBe('')
  })

  it('ORDER-02, VALID-01, OQ-34: an empty submit goes back to idle with the first error of every field and sends nothing', () => {
    const { actor, calls } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({
      client_name: 'forms.errors.required',
      client_phone: 'forms.errors.required',
      client_email: 'forms.errors.required',
      agreement: 'forms.errors.agreement_required',
    })
    expect(calls).toHaveLength(0)
  })

  it('VALID-02, VALID-03: spaces alone are empty; only the first failing rule of a field shows', () => {
    const { actor, calls, fill } = start()
    fill({ ...VALID, client_name: '   ', client_email: 'x'.repeat(300) })
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    // The over-long e-mail is also malformed: the e-mail rule comes before the length rule.
    expect(actor.getSnapshot().context.errors).toEqual({
      client_name: 'forms.errors.required',
      client_email: 'forms.errors.email_invalid',
    })
    expect(calls).toHaveLength(0)
  })

  it('VALID-04, VALID-05, OQ-35: an invalid phone and e-mail have their messages; a changed field loses its error', () => {
    const { actor, fill } = start()
    fill({ ...VALID, client_email: 'aigul@example' })
    actor.send({ type: 'form.phoneValidity', valid: false })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      client_phone: 'forms.errors.phone_invalid',
      client_email: 'forms.errors.email_invalid',
    })
    fill({ client_email: 'aigul@example.kg' })
    expect(actor.getSnapshot().context.errors).toEqual({
      client_phone: 'forms.errors.phone_invalid',
    })
  })

  it('ORDER-03, VALID-03: a valid submit performs with the trimmed values and chosen option; repeats and changes are ignored', () => {
    const { actor, calls, fill } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.change', field: 'optionId', value: 'option-b' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.input).toEqual({ values: { ...TRIMMED, optionId: 'option-b' }, settings: { optionIds: ['option-a', 'option-b'] } })
    expect(actor.getSnapshot().context.values).toEqual({ ...TRIMMED, optionId: 'option-b' })

    actor.send({ type: 'form.submit' })
    actor.send({
      type: 'form.change',
      field: 'client_name',
      value: 'Другое имя',
    })
    actor.send({ type: 'form.change', field: 'optionId', value: 'option-a' })
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().context.values.client_name).toBe('Айгуль Асанова')
    expect(actor.getSnapshot().context.values.optionId).toBe('option-b')
  })

  it('ORDER-07: a created order ends in sent with its access code, which the redirect action gets', async () => {
    const { actor, calls, redirects, failures, fill } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({ status: 'sent', output: 'abcdefghijklmnopqrstuv' })
    await flush()
    expect(actor.getSnapshot().value).toBe('sent')
    expect(actor.getSnapshot().context.output).toBe('abcdefghijklmnopqrstuv')
    expect(redirects).toEqual(['abcdefghijklmnopqrstuv'])
    expect(failures).not.toHaveBeenCalled()
  })

  it('ORDER-08: a failed order notifies once, ends performing and keeps the values; the next submit sends again', async () => {
    const { actor, calls, redirects, failures, fill } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.reject(new Error('500'))
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(failures).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.values).toEqual({ ...TRIMMED, optionId: 'option-a' })
    expect(actor.getSnapshot().context.errors).toEqual({})
    expect(redirects).toEqual([])

    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(calls).toHaveLength(2)
  })

  it('a 400 with field errors goes back to idle with them under the fields, without the failure toast', async () => {
    const { actor, calls, failures, fill } = start()
    fill(VALID)
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    calls[0]!.resolve({
      status: 'invalid',
      errors: { client_phone: 'forms.errors.phone_invalid' },
    })
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({
      client_phone: 'forms.errors.phone_invalid',
    })
    expect(failures).not.toHaveBeenCalled()
  })
})
