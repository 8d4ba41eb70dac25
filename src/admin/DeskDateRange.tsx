import { useT } from '../i18n/intl'

/** The "from" and "to" days of a desk list's filter form (a plain GET form): inputs `from` and `to`, the address's values. */
export function DeskDateRange({ from, to }: { from: string | undefined; to: string | undefined }) {
  const t = useT()
  return (
    <>
      <label className="field">
        <span className="field__label">{t('admin.filters.from')}</span>
        <input className="field__control" type="date" name="from" defaultValue={from ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">{t('admin.filters.to')}</span>
        <input className="field__control" type="date" name="to" defaultValue={to ?? ''} />
      </label>
    </>
  )
}
