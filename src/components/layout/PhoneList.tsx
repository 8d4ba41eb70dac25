import type { SitePhone } from '../../model/api'
import { useT } from '../../i18n/intl'
import { groupPhonesByRegion, telHref } from './phones'

/** Phones labelled by region, each a tel: link (LAYOUT-01, LAYOUT-04, LAYOUT-06). */
export function PhoneList({ phones, className }: { phones: readonly SitePhone[]; className?: string }) {
  const t = useT()
  const groups = groupPhonesByRegion(phones)
  if (groups.length === 0) return null
  return (
    <dl className={className ? `phone-list ${className}` : 'phone-list'}>
      {groups.map((group) => (
        <div className="phone-list__group" key={group.region}>
          <dt className="phone-list__region">{t(`layout.phones.region.${group.region}`)}</dt>
          {group.phones.map((phone) => (
            <dd className="phone-list__phone" key={phone.phone}>
              <a href={telHref(phone.phone)}>{phone.display}</a>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
