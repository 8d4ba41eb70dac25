import { useRouteContext } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { FindOrdersResult, FindOrdersValues } from '../../../machines/find-orders.machine'
import { ApiRequestError, type ApiClient } from '../../api/client'
import { serverFieldErrors } from '../../components/forms/server-field-errors'
import { TextField } from '../../components/forms/TextField'
import { useLatest } from '../../components/use-latest'
import { useLazyMachine } from '../../components/use-lazy-machine'
import { useT } from '../../i18n/intl'
import { LENGTH_LIMITS } from '../../model/validation'

async function find(api: ApiClient, values: FindOrdersValues): Promise<FindOrdersResult> {
  try {
    await api.findMyOrders({ body: values })
    return { status: 'sent' }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) return { status: 'rateLimited' }
    const errors = serverFieldErrors<FindOrdersValues>(error, ['email'])
    if (errors) return { status: 'invalid', errors }
    throw error
  }
}

function loader(api: { current: ApiClient }) {
  return () =>
    Promise.all([import('../../../machines/find-orders.machine'), import('xstate')]).then(([module, { fromPromise }]) =>
      module.findOrdersMachine.provide({ actors: { find: fromPromise(({ input }) => find(api.current, input)) } }),
    )
}

/**
 * `/orders/find` (issue 44): "find my orders" — a guest gives the address they bought with and gets one mail with the
 * links of its orders, tickets and course access; the page says the same whether or not there are any. Driven by
 * machines/find-orders.machine.ts, loaded with the first keystroke.
 */
export function FindOrdersPage() {
  const t = useT()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const latest = useLatest(api)
  const [load] = useState(() => loader(latest))
  const { snapshot, send } = useLazyMachine(load)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'form.submit' })
  }
  const sent = snapshot?.matches('sent') ?? false
  const busy = snapshot?.matches('submitting') ?? false
  const notice = snapshot?.context.notice ?? null
  return (
    <div className="container find-orders">
      <h1 className="find-orders__title">{t('orders.find.title')}</h1>
      {sent ? (
        <div className="find-orders__sent" role="status">
          <p>{t('orders.find.sent')}</p>
          <button type="button" className="button button--outline" onClick={() => send({ type: 'again' })}>
            {t('orders.find.again')}
          </button>
        </div>
      ) : (
        <form className="find-orders__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <p>{t('orders.find.text')}</p>
          <TextField
            id="find-orders-email"
            name="email"
            type="email"
            label={t('orders.find.email')}
            autoComplete="email"
            maxLength={LENGTH_LIMITS.email.max}
            required
            value={snapshot?.context.values.email ?? ''}
            error={snapshot?.context.errors.email}
            onChange={(value) => send({ type: 'form.change', value })}
          />
          {notice ? (
            <p className="find-orders__notice" role="alert">
              {t(notice === 'rateLimited' ? 'orders.find.rate_limited' : 'errors.internal_short')}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('orders.find.submit')}
          </button>
        </form>
      )}
    </div>
  )
}
