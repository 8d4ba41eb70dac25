import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ProductEntity } from '../src/model/entities/shop'
import { productPrice } from '../src/model/product-rules'
import { buyFormMachine, type BuyFormOrder, type BuyFormResult } from './buy-form.machine'

const PRODUCT: Pick<ProductEntity, 'price' | 'old_price' | 'options'> = {
  price: 100_000,
  old_price: null,
  options: [
    { uuid: 'printed', title: 'Printed', key: 'printed', price: 100_000, old_price: null },
    { uuid: 'digital', title: 'E-book', key: 'digital', price: 48_000, old_price: 60_000 },
    { uuid: 'audio', title: 'Audiobook', key: 'audio', price: 70_000, old_price: null },
  ],
}

/** The product page's buy-form machine: the option chosen above, the price block and the order all read it. */
function startProductForm(product = PRODUCT) {
  const sent: BuyFormOrder[] = []
  const actor = createActor(
    buyFormMachine.provide({
      actors: {
        send: fromPromise<BuyFormResult, BuyFormOrder>(async ({ input }) => {
          sent.push(input)
          return { status: 'sent', output: 'code' }
        }),
      },
    }),
    { input: { settings: { optionIds: product.options.map((option) => option.uuid) } } },
  ).start()
  const chosen = () => actor.getSnapshot().context.values.optionId
  const price = () => productPrice(product, chosen())
  return { actor, sent, chosen, price }
}

describe('the product page’s option choice and price (PRODUCT-03, PRODUCT-06, ORDER-06)', () => {
  it('PRODUCT-03: the first option is chosen at first, and the price is its own', () => {
    const { chosen, price } = startProductForm()
    expect(chosen()).toBe('printed')
    expect(price()).toEqual({ price: 100_000, old_price: null })
  })

  it('PRODUCT-06: choosing another option moves the price to it, with its old price crossed out', () => {
    const { actor, chosen, price } = startProductForm()
    actor.send({ type: 'form.change', field: 'optionId', value: 'digital' })
    expect(chosen()).toBe('digital')
    expect(price()).toEqual({ price: 48_000, old_price: 60_000 })
  })

  it('PRODUCT-03: an option that is not the product’s own is not chosen', () => {
    const { actor, chosen } = startProductForm()
    actor.send({ type: 'form.change', field: 'optionId', value: 'audio' })
    actor.send({ type: 'form.change', field: 'optionId', value: 'another-products-option' })
    expect(chosen()).toBe('audio')
  })

  it('PRODUCT-06: a product without options has its own price and orders no option', async () => {
    const { actor, chosen, price, sent } = startProductForm({ price: 25_000, old_price: 30_000, options: [] })
    expect(chosen()).toBe('')
    expect(price()).toEqual({ price: 25_000, old_price: 30_000 })
    for (const [field, value] of [['client_name', 'Айгуль'], ['client_phone', '+996 555 123 456'], ['client_email', 'a@example.kg'], ['agreement', true]] as const) {
      actor.send({ type: 'form.change', field, value })
    }
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent[0]!.values.optionId).toBe('')
  })

  it('ORDER-06: the order is sent with the option chosen last', async () => {
    const { actor, sent } = startProductForm()
    actor.send({ type: 'form.change', field: 'optionId', value: 'audio' })
    for (const [field, value] of [['client_name', 'Айгуль'], ['client_phone', '+996 555 123 456'], ['client_email', 'a@example.kg'], ['agreement', true]] as const) {
      actor.send({ type: 'form.change', field, value })
    }
    actor.send({ type: 'form.phoneValidity', valid: true })
    actor.send({ type: 'form.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.values.optionId).toBe('audio')
    expect(actor.getSnapshot().value).toBe('sent')
  })
})
