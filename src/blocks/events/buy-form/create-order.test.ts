import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { ApiRequestError } from '../../../api/client'
import type { EventOrderCreateBody, EventOrderFormValues } from '../../../model/entities/orders'
import { serverFieldErrors } from '../../../components/forms/server-field-errors'
import { BUY_FORM_FIELDS } from '../../../model/buy-form'
import { createOrderActor } from './create-order'
import { forgetLocationGuess } from '../../../components/order-form/guess-location'

const VALUES: EventOrderFormValues = {
  client_name: 'Айгуль',
  client_phone: '+996 555 123 456',
  client_email: 'aigul@example.kg',
  agreement: true,
}

function fakeApi(answer: () => Promise<{ access_code: string }>, location = () => Promise.resolve({ city: 'Bishkek', country: 'KG' })) {
  const bodies: EventOrderCreateBody[] = []
  return {
    bodies,
    api: {
      location: vi.fn(location),
      createEventOrder: vi.fn(({ body }: { body: EventOrderCreateBody }) => {
        bodies.push(body)
        return answer().then((created) => ({ uuid: 'u', number: 1, ...created }))
      }),
    },
  }
}

const run = (api: ReturnType<typeof fakeApi>['api'], optionId: string | null) =>
  toPromise(createActor(createOrderActor(api, 'event-uuid'), { input: { values: { ...VALUES, optionId: optionId ?? '' }, settings: { optionIds: optionId ? [optionId] : [] } } }).start())

describe('createOrderActor (ORDER-04, ORDER-05, ORDER-08)', () => {
  beforeEach(() => {
    forgetLocationGuess()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('ORDER-05: one place of the event with the chosen option, the contacts, the agreement and the location guess', async () => {
    const { api, bodies } = fakeApi(() => Promise.resolve({ access_code: 'code-1234567890abcdef' }))
    expect(await run(api, 'option-uuid')).toEqual({ status: 'sent', output: 'code-1234567890abcdef' })
    expect(bodies).toEqual([
      { event_id: 'event-uuid', event_option_id: 'option-uuid', quantity: 1, ...VALUES, city: 'Bishkek', country: 'KG' },
    ])
  })

  it('ORDER-05: without options no option is sent; OQ-52: a failed guess sends empty city and country', async () => {
    const { api, bodies } = fakeApi(
      () => Promise.resolve({ access_code: 'code-1234567890abcdef' }),
      () => Promise.reject(new Error('down')),
    )
    await run(api, null)
    expect(bodies[0]).not.toHaveProperty('event_option_id')
    expect(bodies[0]).toMatchObject({ city: null, country: null })
  })

  it("a 400 with the form's own messages answers them; any other failure throws for the toast (ORDER-08)", async () => {
    const invalid = new ApiRequestError(400, {
      code: 'invalid',
      message: 'Invalid',
      fields: { client_phone: ['forms.errors.phone_invalid', 'forms.errors.required'], quantity: ['api.errors.x'] },
    })
    expect(await run(fakeApi(() => Promise.reject(invalid)).api, null)).toEqual({
      status: 'invalid',
      errors: { client_phone: 'forms.errors.phone_invalid' },
    })
    const foreign = new ApiRequestError(400, { code: 'invalid', message: 'Invalid', fields: { event_id: ['api.errors.event_unavailable'] } })
    await expect(run(fakeApi(() => Promise.reject(foreign)).api, null)).rejects.toBe(foreign)
    const down = new ApiRequestError(500, { code: 'internal', message: 'Internal' })
    await expect(run(fakeApi(() => Promise.reject(down)).api, null)).rejects.toBe(down)
  })

  it('issue 44, BE-15: a 409 sold_out (the last seat went to another buyer) is refused as sold out, for its own toast', async () => {
    const soldOut = new ApiRequestError(409, { code: 'sold_out', message: 'No seats', fields: { event_option_id: ['api.errors.sold_out'] } })
    expect(await run(fakeApi(() => Promise.reject(soldOut)).api, 'option-1')).toEqual({ status: 'refused', reason: 'sold_out' })
    const other = new ApiRequestError(409, { code: 'conflict', message: 'x' })
    await expect(run(fakeApi(() => Promise.reject(other)).api, 'option-1')).rejects.toBe(other)
  })

  it('serverFieldErrors ignores everything but a 400 with fields', () => {
    expect(serverFieldErrors(new Error('x'), BUY_FORM_FIELDS)).toBeNull()
    expect(serverFieldErrors(new ApiRequestError(400, { code: 'invalid', message: 'x' }), BUY_FORM_FIELDS)).toBeNull()
  })
})
