import { useRouteContext } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useLatest } from '../use-latest'
import type { SubscribeResult } from '../../../machines/subscription-form.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import { useT } from '../../i18n/intl'
import { subscriptionFormView } from '../../model/subscription-form-view'
import { LENGTH_LIMITS, type SubscriptionFormValues } from '../../model/validation'
import { serverFieldErrors } from '../forms/server-field-errors'
import { TextField } from '../forms/TextField'
import { useToast } from '../toasts/toasts-context'
import { useLazyMachine } from '../use-lazy-machine'
import './subscription-banner.css'

interface World {
  api: ApiClient
  toast: ReturnType<typeof useToast>
  t: ReturnType<typeof useT>
}

async function subscribe(api: ApiClient, values: SubscriptionFormValues): Promise<SubscribeResult> {
  try {
    await api.createSubscription({ body: values })
    return { status: 'requested' }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) return { status: 'rateLimited' }
    const errors = serverFieldErrors<SubscriptionFormValues>(error, ['email'])
    if (errors) return { status: 'invalid', errors }
    throw error
  }
}

function loader(world: { current: World }) {
  return () =>
    Promise.all([import('../../../machines/subscription-form.machine'), import('xstate')]).then(([module, { fromPromise }]) =>
      module.subscriptionFormMachine.provide({
        actors: { subscribe: fromPromise(({ input }) => subscribe(world.current.api, input)) },
        actions: {
          toastRequested: () => world.current.toast('success', world.current.t('subscription.requested')),
          toastRateLimited: () => world.current.toast('error', world.current.t('subscription.rate_limited')),
          toastFailed: () => world.current.toast('error', world.current.t('errors.internal_short')),
        },
      }),
    )
}

/**
 * The newsletter banner of the events and courses lists (EVENTS-09, COURSES-05, OQ-07), driven by
 * machines/subscription-form.machine.ts (loaded with the first keystroke): the e-mail, a button, the error under
 * the field, a toast asking to confirm by mail, or an error toast that keeps the address.
 */
export function SubscriptionBanner({ id }: { id: string }) {
  const t = useT()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const toast = useToast()
  const world = useLatest<World>({ api, toast, t })
  const [load] = useState(() => loader(world))
  const { snapshot, send } = useLazyMachine(load)
  const { email, error, busy } = subscriptionFormView(snapshot)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'form.submit' })
  }
  return (
    <section className="subscription-banner" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="subscription-banner__title">
        {t('subscription.title')}
      </h2>
      <p className="subscription-banner__text">{t('subscription.text')}</p>
      <form className="subscription-banner__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('subscription.email')}
          autoComplete="email"
          maxLength={LENGTH_LIMITS.email.max}
          required
          value={email}
          error={error}
          onChange={(value) => send({ type: 'form.change', value })}
        />
        <button type="submit" className="button button--accent subscription-banner__submit" disabled={busy}>
          {t('subscription.submit')}
        </button>
      </form>
    </section>
  )
}
