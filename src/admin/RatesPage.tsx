import { useRouter } from '@tanstack/react-router'
import { useLanguage } from '../components/layout/use-language'
import { formatFigure } from '../i18n/format-figure'
import { formatMoment } from '../i18n/format'
import { useState } from 'react'
import { useIntl, useT } from '../i18n/intl'
import type { CurrentRate, RatesOverview } from '../model/exchange-rates'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/**
 * /admin/rates (issue 42, BE-03): each currency's rate against the dollar, whose bank it comes from and of which
 * date, what the site charges with the margin, a warning when the last fetch failed, and the staff override.
 */
export function RatesPage({ staff, overview }: { staff: StaffClient; overview: RatesOverview }) {
  const t = useT()
  const router = useRouter()
  const fetchNow = useDeskAction(staff, () => staff.staffRatesRefresh({}), () => router.invalidate())
  const failing = overview.rows.filter((row) => row.error !== null)
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.rates.title')}</h1>
      <p>{t('admin.rates.intro', { margin: overview.margin_percent, digits: overview.significant_digits })}</p>
      {failing.length > 0 ? (
        <div className="admin-rates__warning" role="alert">
          <strong>{t('admin.rates.failed_title')}</strong>
          <ul>
            {failing.map((row) => (
              <li key={row.currency}>
                {row.currency}: {t(`admin.rates.source.${row.source}`)} {t(`admin.rates.failure.${row.error}`)}
              </li>
            ))}
          </ul>
          <p>{t('admin.rates.failed_kept')}</p>
        </div>
      ) : null}
      <p>
        <button className="button button--outline" type="button" disabled={fetchNow.busy} onClick={() => fetchNow.run(undefined)}>
          {t('admin.rates.fetch_now')}
        </button>
      </p>
      {fetchNow.error ? (
        <p className="field__error" role="alert">
          {t(fetchNow.error)}
        </p>
      ) : null}
      <ul className="admin-queue">
        {overview.rows.map((row) => (
          <li key={row.currency}>
            <RateCard staff={staff} rate={row} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function RateCard({ staff, rate }: { staff: StaffClient; rate: CurrentRate }) {
  const t = useT()
  const intl = useIntl()
  const router = useRouter()
  const [value, setValue] = useState(rate.override === null ? '' : String(rate.override))
  // A value that is no number is refused here: sent as JSON it would become null, which clears the override.
  const [unreadable, setUnreadable] = useState(false)
  const language = useLanguage()
  const number = (amount: number | null) => (amount === null ? '—' : formatFigure(language, amount, 6))
  const when = (iso: string | null) => (iso === null ? t('admin.rates.never') : formatMoment(intl, iso))
  const save = useDeskAction(
    staff,
    (override: number | null) => staff.staffRateOverride({ params: { currency: rate.currency }, body: { rate: override } }),
    (answer) => {
      if (answer.override === null) setValue('')
      return router.invalidate()
    },
  )
  const error = unreadable || save.fields.rate ? 'admin.rates.override_invalid' : save.error
  const set = (override: number | null) => {
    setUnreadable(override !== null && !Number.isFinite(override))
    if (override === null || Number.isFinite(override)) save.run(override)
  }
  const titleId = `rate-${rate.currency}`
  const inputId = `rate-override-${rate.currency}`
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <h2 className="admin-review__author" id={titleId}>
        {t('admin.rates.per_usd', { currency: rate.currency })}
      </h2>
      <dl className="admin-rates__facts">
        <dt>{t('admin.rates.applied')}</dt>
        <dd data-testid={`applied-${rate.currency}`}>{number(rate.applied)}</dd>
        <dt>{t('admin.rates.bank_rate', { source: t(`admin.rates.source.${rate.source}`) })}</dt>
        <dd>
          {number(rate.fetched)}
          {rate.rate_date ? ` (${t('admin.rates.rate_date', { date: rate.rate_date })})` : ''}
        </dd>
        <dt>{t('admin.rates.fetched_at')}</dt>
        <dd>{when(rate.fetched_at)}</dd>
        <dt>{t('admin.rates.override')}</dt>
        <dd>{rate.override === null ? t('admin.rates.override_none') : `${number(rate.override)} (${when(rate.override_at)})`}</dd>
      </dl>
      <form
        className="admin-rates__form"
        onSubmit={(event) => {
          event.preventDefault()
          set(Number(value.replace(',', '.')))
        }}
      >
        <label className="field" htmlFor={inputId}>
          <span className="field__label">{t('admin.rates.override_label', { currency: rate.currency })}</span>
          <input className="field__control" id={inputId} inputMode="decimal" required value={value} onChange={(event) => setValue(event.target.value)} />
        </label>
        {error ? (
          <p className="field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
        <div className="admin-review__actions">
          <button className="button button--primary" type="submit" disabled={save.busy}>
            {t('admin.rates.set')}
          </button>
          {rate.override !== null ? (
            <button className="button button--ghost" type="button" disabled={save.busy} onClick={() => set(null)}>
              {t('admin.rates.clear')}
            </button>
          ) : null}
        </div>
      </form>
    </article>
  )
}
