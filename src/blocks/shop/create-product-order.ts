import { fromPromise } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../machines/buy-form.machine'
import type { ApiClient } from '../../api/client'
import { withLocation } from '../../components/order-form/guess-location'
import { orderResult } from '../../components/order-form/order-result'

/**
 * The product buy form's `send` (ORDER-04, ORDER-06, OQ-44): one piece of the product, of the chosen option (null
 * without options), with the visit's location guess.
 */
export function createProductOrderActor(api: Pick<ApiClient, 'location' | 'createProductsOrder'>, productId: string) {
  return fromPromise<BuyFormResult, BuyFormOrder>(async ({ input: { values } }) => {
    const body = await withLocation(api, {
      product_id: productId,
      product_option_id: values.optionId || null,
      quantity: 1 as const,
      client_name: values.client_name,
      client_phone: values.client_phone,
      client_email: values.client_email,
      agreement: values.agreement,
    })
    return orderResult(() => api.createProductsOrder({ body }))
  })
}
