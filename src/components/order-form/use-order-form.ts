import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import type { PromiseActorLogic } from 'xstate'
import type { BuyFormOrder, BuyFormResult } from '../../../machines/buy-form.machine'
import type { ApiClient } from '../../api/client'
import { useT } from '../../i18n/intl'
import { buyerEmailLocked, buyerPrefill, buyFormSpec, type BuyFormSettings } from '../../model/buy-form'
import { SOLD_OUT } from '../../model/event-seats'
import type { PaymentPageType } from '../../model/payment-page-types'
import { useToast } from '../app-providers'
import { useLazyForm } from '../forms/use-lazy-form'
import { useLocalizedPath } from '../layout/use-language'

/** What creates the order: an actor of machines/buy-form.machine.ts's `send`, given the API (loaded with the machine). */
export type OrderSender = (api: ApiClient) => Promise<PromiseActorLogic<BuyFormResult, BuyFormOrder>>

/**
 * A buy form of an event or a product (ORDER-01…08) on machines/buy-form.machine.ts: the machine loads on the
 * form's first focus or edit (issue 4's JavaScript budget); a created order goes on to `/payment/{type}/{access_code}`
 * as a full page load, in the page's language (ORDER-07); a failure is the `errors.internal_short` toast (ORDER-08).
 * A signed-in buyer's contacts come prefilled from the server render's viewer, the e-mail locked (ORDER-09).
 */
export function useOrderForm(settings: Omit<BuyFormSettings, 'buyer'>, type: PaymentPageType, sender: OrderSender) {
  const t = useT()
  const toast = useToast()
  const localize = useLocalizedPath()
  const { api, viewer } = useRouteContext({ from: '__root__', select: ({ api, viewer }) => ({ api, viewer }) })
  const [fixedSettings] = useState<BuyFormSettings>(() => ({ ...settings, buyer: buyerPrefill(viewer) }))
  const [loadMachine] = useState(() => async () => {
    const [{ buyFormMachine }, send] = await Promise.all([import('../../../machines/buy-form.machine'), sender(api)])
    return buyFormMachine.provide({
      actors: { send },
      actions: {
        onSent: ({ context }) => {
          if (context.output) window.location.assign(localize(`/payment/${type}/${encodeURIComponent(context.output)}`))
        },
        // Issue 44, BE-15: the chosen option sold out between the page and the submit.
        onFailure: ({ context }) => toast('error', t(context.failure === SOLD_OUT ? 'api.errors.sold_out' : 'errors.internal_short')),
      },
    })
  })
  const form = useLazyForm(buyFormSpec, fixedSettings, loadMachine)
  // ORDER-04: the location is asked on the first focus, so that a submit rarely waits for it.
  const start = () => {
    void import('./guess-location').then(({ guessLocation }) => guessLocation(api.location))
    form.start()
  }
  return { api, emailLocked: buyerEmailLocked(fixedSettings), ...form, start }
}
