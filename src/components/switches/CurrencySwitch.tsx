import { useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useT } from '../../i18n/intl'
import { CURRENCIES, CURRENCY_LABELS, type Currency } from '../../model/currencies'
import { useLazyMachine } from '../use-lazy-machine'
import { currencyCookie } from '../../model/currency-cookie'
import { currencySwitchView } from '../../model/currency-switch-view'
import { isTrackingParam } from '../../model/tracking-params'
import './switches.css'

/** The machine with the browser's cookie jar and reload (loaded and run in the browser only: on a click). */
const loadBrowserCurrencySwitch = () =>
  import('../../../machines/currency-switch.machine').then(({ currencySwitchMachine }) =>
    currencySwitchMachine.provide({
      actions: {
        storeCurrency: ({ context }) => {
          document.cookie = currencyCookie(context.chosen, window.location.protocol === 'https:')
        },
        reloadPage: () => window.location.reload(),
      },
    }),
  )

/**
 * The header currency buttons (CURRENCY-01…04): RUB, USD, KGS, UZS, KZT shown as руб., $, сом, сўм, ₸ and named by
 * their codes for screen readers; the current one is pressed. A click stores the `currency` cookie and reloads
 * the page after 100 ms (currencySwitchMachine). Without JavaScript the buttons submit `?cur=CODE` to the same
 * page, which the edge turns into the same cookie and a redirect back (CURRENCY-04).
 */
export function CurrencySwitch({ current }: { current: Currency }) {
  const t = useT()
  const location = useRouterState({ select: (state) => state.location })
  const { snapshot, send } = useLazyMachine(loadBrowserCurrencySwitch, { input: { current } })
  const { chosen, busy } = currencySwitchView(snapshot, current)
  const keptQuery = [...new URLSearchParams(location.searchStr)].filter(([name]) => name !== 'cur' && !isTrackingParam(name))

  const choose = (event: MouseEvent<HTMLButtonElement>, currency: Currency) => {
    event.preventDefault()
    send({ type: 'currency.choose', currency })
  }

  return (
    <form className="currency-switch" method="get" action={location.pathname}>
      <div className="currency-switch__group" role="group" aria-label={t('switches.currency.label')} aria-busy={busy || undefined}>
      {keptQuery.map(([name, value], index) => (
        <input key={`${name}:${index}`} type="hidden" name={name} value={value} />
      ))}
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="submit"
          name="cur"
          value={currency}
          className="currency-switch__button"
          aria-pressed={currency === chosen}
          onClick={(event) => choose(event, currency)}
        >
          <span aria-hidden="true">{CURRENCY_LABELS[currency]}</span>
          <span className="visually-hidden">{currency}</span>
        </button>
      ))}
      </div>
    </form>
  )
}
