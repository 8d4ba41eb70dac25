import { useT } from '../../i18n/intl'
import { LocalizedLink } from './LocalizedLink'
import { HEADER_MENU, isMenuGroup } from './site-links'

/** LAYOUT-04: the header menu's items as a flat list for the burger panel; Education shows its two links. */
export function MenuLinks() {
  const t = useT()
  return (
    <ul className="menu-links">
      {HEADER_MENU.map((entry) =>
        isMenuGroup(entry) ? (
          <li className="menu-links__group" key={entry.label}>
            <span className="menu-links__group-label">{t(entry.label)}</span>
            <ul>
              {entry.items.map((item) => (
                <li key={item.to}>
                  <LocalizedLink to={item.to} className="menu-links__link">
                    {t(item.label)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={entry.to}>
            <LocalizedLink to={entry.to} className="menu-links__link">
              {t(entry.label)}
            </LocalizedLink>
          </li>
        ),
      )}
    </ul>
  )
}
