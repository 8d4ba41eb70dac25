import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { ApiRequestError } from '../../api/client'
import type { ProductOrderBody } from '../../model/entities/orders'
import { forgetLocationGuess } from '../../components/order-form/guess-location'
import { createProductOrderActor } from './create-product-order'

const VALUES = { client_name: 'Айгуль', client_phone: '+996 555 123 456', client_email: 'aigul@example.kg', agreement: true }

function run(optionId: string, answer: () => Promise<{ uuid: string; number: number; access_code: string }>) {
  const bodies: ProductOrderBody[] = []
  const api = {
    location: () => Promise.resolve({ city: 'Bishkek', country: 'KG' }),
    createProductsOrder: ({ body }: { body: ProductOrderBody }) => (bodies.push(body), answer()),
  }
  const actor = createActor(createProductOrderActor(api, 'product-uuid'), { input: { values: { ...VALUES, optionId }, settings: { optionIds: optionId ? [optionId] : [] } } })
  return { bodies, result: toPromise(actor.start()) }
}

describe('createProductOrderActor (ORDER-06, OQ-44)', () => {
  beforeEach(forgetLocationGuess)

  it('ORDER-04, ORDER-06: posts one piece of the chosen option with the location guess and answers the access code', async () => {
    const { bodies, result } = run('option-uuid', async () => ({ uuid: 'o', number: 7, access_code: 'code' }))
    expect(await result).toEqual({ status: 'sent', output: 'code' })
    expect(bodies).toEqual([{ product_id: 'product-uuid', product_option_id: 'option-uuid', quantity: 1, ...VALUES, city: 'Bishkek', country: 'KG' }])
  })

  it('sends a null option for a product without options, and turns a 400 into field errors', async () => {
    const { bodies, result } = run('', () =>
      Promise.reject(new ApiRequestError(400, { code: 'validation', message: 'bad', fields: { client_email: ['forms.errors.email_invalid'] } })),
    )
    expect(await result).toEqual({ status: 'invalid', errors: { client_email: 'forms.errors.email_invalid' } })
    expect(bodies[0]).toMatchObject({ product_option_id: null })
  })
})
