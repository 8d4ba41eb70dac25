import { memo, type ReactNode } from 'react'
import type { Currency } from '../../model/currencies'
import type { Language } from '../../model/languages'
import { useT } from '../../i18n/intl'
import { AccountEntry } from '../auth/AccountEntry'
import { CurrencySwitch } from '../switches/CurrencySwitch'
import { LanguageSwitch } from '../switches/LanguageSwitch'
import { ChooseProgramButton } from './ChooseProgramButton'
import { CloseIcon, MenuIcon } from './icons'
import { MenuLinks } from './MenuLinks'
import { MessengerLinks } from './MessengerLinks'
import { PhoneList } from './PhoneList'
import { SocialLinks } from './SocialLinks'
import { useBurgerMenu } from './use-burger-menu'
import { useShellData } from './use-shell-data'

interface BurgerMenuProps {
  language: Language
  currency: Currency
}

/**
 * LAYOUT-04, LAYOUT-05: under 992 px the burger button opens a side panel (max 728 px) with the menu, sign-in or
 * the user's name (AUTH-18), the choose-a-program button, the switches, the phones and the social links. The panel's
 * content is built by the browser alone (use-built-in-browser.ts).
 */
export function BurgerMenu({ language, currency }: BurgerMenuProps) {
  const t = useT()
  const { open, close, buttonProps, dialogProps, panelContent } = useBurgerMenu()
  return (
    <>
      <button className="burger-button" aria-label={t(open ? 'layout.burger.close' : 'layout.burger.open')} {...buttonProps}>
        <MenuIcon />
      </button>
      <dialog className="burger-panel" aria-labelledby={`${dialogProps.id}-title`} {...dialogProps}>
        {panelContent ? <BurgerPanelContent id={dialogProps.id} language={language} currency={currency} close={close} /> : null}
      </dialog>
    </>
  )
}

/**
 * The panel's content, which opening and closing leave as they are: a toggle re-renders the button and the dialog
 * alone, not the menu, the switches and the contacts (issue 43.3).
 */
const BurgerPanelContent = memo(function BurgerPanelContent({ id, language, currency, close }: BurgerMenuProps & { id: string; close: () => void }) {
  const t = useT()
  const { contacts, languages } = useShellData()
  return (
    <div className="burger-panel__inner">
      <div className="burger-panel__head">
        <h2 className="burger-panel__title" id={`${id}-title`}>
          {t('layout.burger.title')}
        </h2>
        <button type="button" className="burger-panel__close" aria-label={t('layout.burger.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div className="burger-panel__body">
        <nav aria-label={t('layout.menu.label')}>
          <MenuLinks />
        </nav>
        <AccountEntry className="account-entry burger-panel__account" onBeforeOpen={close} />
        <ChooseProgramButton className="button button--accent button--large button--block" onBeforeOpen={close} />
        <div className="burger-panel__switches">
          <LanguageSwitch languages={languages} current={language} />
          <CurrencySwitch current={currency} />
        </div>
        {contacts && contacts.phones.length > 0 ? (
          <BurgerSection headingId={`${id}-phones`} heading={t('layout.footer.contacts')}>
            <PhoneList phones={contacts.phones} />
            <MessengerLinks messengers={contacts.messengers} />
          </BurgerSection>
        ) : null}
        {contacts && contacts.socials.length > 0 ? (
          <BurgerSection headingId={`${id}-socials`} heading={t('layout.footer.socials')}>
            <SocialLinks socials={contacts.socials} />
          </BurgerSection>
        ) : null}
      </div>
    </div>
  )
})

/** A titled section of the panel (contacts, social networks). */
function BurgerSection({ headingId, heading, children }: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <section className="burger-panel__section" aria-labelledby={headingId}>
      <h3 className="burger-panel__heading" id={headingId}>
        {heading}
      </h3>
      {children}
    </section>
  )
}
