import { useT } from '../../i18n/intl'
import { ChevronDownIcon } from './icons'
import { LocalizedLink } from './LocalizedLink'
import { HEADER_BAR_MENU, isMenuGroup, type SiteMenuGroup } from './site-links'
import { useDisclosure } from './use-disclosure'

/** LAYOUT-02: the header menu on wide screens; Education is a disclosure with online school and schedule, More with franchise and contacts. */
export function MainNav() {
  const t = useT()
  return (
    <nav className="main-nav" aria-label={t('layout.menu.label')}>
      <ul className="main-nav__list">
        {HEADER_BAR_MENU.map((entry) =>
          isMenuGroup(entry) ? (
            <li className="main-nav__item" key={entry.label}>
              <MenuDropdown group={entry} />
            </li>
          ) : (
            <li className="main-nav__item" key={entry.to}>
              <LocalizedLink to={entry.to} className="main-nav__link">
                {t(entry.label)}
              </LocalizedLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function MenuDropdown({ group }: { group: SiteMenuGroup }) {
  const t = useT()
  const { open, close, rootProps, buttonProps, panelProps } = useDisclosure()
  return (
    <div className="dropdown" data-open={open || undefined} {...rootProps}>
      <button className="main-nav__link main-nav__toggle" {...buttonProps}>
        {t(group.label)}
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <ul className="dropdown__panel main-nav__dropdown" {...panelProps}>
        {group.items.map((item) => (
          <li key={item.to}>
            <LocalizedLink to={item.to} className="dropdown__link" onClick={close}>
              {t(item.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
