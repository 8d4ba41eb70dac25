import { useT } from '../../i18n/intl'
import type { Office } from '../../model/api'
import { OfficeDetails } from './OfficeDetails'

/** CONTACTS-03: the other offices that have an address (up to 99, chosen by contactsView). */
export function OtherOffices({ offices }: { offices: Office[] }) {
  const t = useT()
  if (offices.length === 0) return null
  return (
    <section className="other-offices" aria-labelledby="other-offices-title">
      <h2 id="other-offices-title" className="contacts-section-title">
        {t('contacts.other_offices')}
      </h2>
      <ul className="other-offices__list">
        {offices.map((office) => (
          <li key={office.id} className="office-card">
            <h3 className="office-card__city">{office.city_name}</h3>
            <OfficeDetails office={office} />
          </li>
        ))}
      </ul>
    </section>
  )
}
