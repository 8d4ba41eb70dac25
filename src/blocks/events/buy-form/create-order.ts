import { fromPromise } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../../machines/buy-form.machine'
import type { ApiClient } from '../../../api/client'
import { withLocation } from '../../../components/order-form/guess-location'
import { orderResult } from '../../../components/order-form/order-result'

/**
 * The buy form's `createOrder` (ORDER-04, ORDER-05): waits for the visit's location guess (at most 3 s, never
 * failing), then creates the order for one place of the event with the chosen option.
 */
export function createOrderActor(api: Pick<ApiClient, 'location' | 'createEventOrder'>, eventId: string) {
  return fromPromise<BuyFormResult, BuyFormOrder>(async ({ input: { values } }) => {
    const body = await withLocation(api, {
      event_id: eventId,
      ...(values.optionId ? { event_option_id: values.optionId } : {}),
      quantity: 1 as const,
      client_name: values.client_name,
      client_phone: values.client_phone,
      client_email: values.client_email,
      agreement: values.agreement,
    })
    return orderResult(() => api.createEventOrder({ body }))
  })
}
