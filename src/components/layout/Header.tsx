import type { HeaderColor } from '../../model/route-meta'
import type { Currency } from '../../model/currencies'
import type { Language } from '../../model/languages'
import { useT } from '../../i18n/intl'
import { HeaderSearch } from '../search/HeaderSearch'
import { AccountEntry } from '../auth/AccountEntry'
import { BurgerMenu } from './BurgerMenu'
import { ChooseProgramButton } from './ChooseProgramButton'
import { HeaderPhones } from './HeaderPhones'
import { HeaderSettings } from './HeaderSettings'
import { CalendarIcon } from './icons'
import { LocalizedLink } from './LocalizedLink'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { SCHEDULE_PATH } from './site-links'
import { useShellData } from './use-shell-data'

interface HeaderProps {
  color: HeaderColor
  language: Language
  currency: Currency
}

/**
 * LAYOUT-01…04: logo, menu, schedule link, phones by region, currency and language switches and the
 * choose-a-program button, and sign-in or the user's name (AUTH-18); under 992 px the burger menu holds what does not fit.
 */
export function Header({ color, language, currency }: HeaderProps) {
  const t = useT()
  const { contacts, languages } = useShellData()
  return (
    <header className={`site-header site-header--${color}`}>
      <div className="container container--wide site-header__inner">
        <Logo />
        <MainNav />
        <div className="site-header__tools">
          <HeaderSearch />
          <LocalizedLink to={SCHEDULE_PATH} className="header-schedule">
            <CalendarIcon />
            {t('layout.header.schedule')}
          </LocalizedLink>
          {contacts ? <HeaderPhones phones={contacts.phones} messengers={contacts.messengers} /> : null}
          <HeaderSettings languages={languages} language={language} currency={currency} />
          <AccountEntry className="account-entry site-header__account" firstNameOnly />
          <ChooseProgramButton className="button button--accent site-header__cta" />
          <BurgerMenu language={language} currency={currency} />
        </div>
      </div>
    </header>
  )
}
