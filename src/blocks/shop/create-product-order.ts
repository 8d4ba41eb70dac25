import { fromPromise } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../machines/buy-form.machine'
import type { ApiClient } from '../../api/client'
import { orderResult } from '../../components/order-form/order-result'

/** The product buy form's `send` (ORDER-06, OQ-44): one piece of the product, of the chosen option (null without options). */
export function createProductOrderActor(api: Pick<ApiClient, 'createProductsOrder'>, productId: string) {
  return fromPromise<BuyFormResult, BuyFormOrder>(({ input: { values } }) =>
    orderResult(() =>
      api.createProductsOrder({
        body: {
          product_id: productId,
          product_option_id: values.optionId || null,
          quantity: 1,
          client_name: values.client_name,
          client_phone: values.client_phone,
          client_email: values.client_email,
          agreement: values.agreement,
        },
      }),
    ),
  )
}
