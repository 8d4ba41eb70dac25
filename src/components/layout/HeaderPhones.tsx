import type { MessengerContact, SitePhone } from '../../model/api'
import { useT } from '../../i18n/intl'
import { ChevronDownIcon, PhoneIcon } from './icons'
import { MessengerLinks } from './MessengerLinks'
import { PhoneList } from './PhoneList'
import { primaryPhone, telHref } from './phones'
import { useBuiltInBrowser, WIDE_SCREEN } from './use-built-in-browser'
import { useDisclosure } from './use-disclosure'

/** LAYOUT-01: the main phone as a tel: link, and a dropdown with every phone by region and the messengers. */
export function HeaderPhones({ phones, messengers }: { phones: readonly SitePhone[]; messengers: readonly MessengerContact[] }) {
  const t = useT()
  const { open, rootProps, buttonProps, panelProps } = useDisclosure()
  // Built by the browser: the header bar shows the dropdown on wide screens only (issue 43.3). Shown once built.
  const built = useBuiltInBrowser(open, WIDE_SCREEN)
  const main = primaryPhone(phones)
  if (!main) return null
  return (
    <div className="dropdown header-phones" data-open={open || undefined} {...rootProps}>
      <a className="header-phones__main" href={telHref(main.phone)}>
        <PhoneIcon />
        <span>{main.display}</span>
      </a>
      <button className="header-phones__toggle" aria-label={t('layout.phones.all')} {...buttonProps}>
        <PhoneIcon className="header-phones__toggle-icon" />
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <div className="dropdown__panel header-phones__panel" {...panelProps} hidden={panelProps.hidden || !built}>
        {built ? (
          <>
            <PhoneList phones={phones} />
            <MessengerLinks messengers={messengers} />
          </>
        ) : null}
      </div>
    </div>
  )
}
