import type { FormEntity } from '../../model/entities/publications'
import { useT } from '../../i18n/intl'
import { HydrateWhenNear } from '../HydrateWhenNear'
import { LeadForm } from '../lead-forms/LeadForm'
import { LocalizedLink } from './LocalizedLink'
import { Logo } from './Logo'
import { MessengerLinks } from './MessengerLinks'
import { PhoneList } from './PhoneList'
import { FOOTER_COLUMNS, LEGAL_LINKS } from './site-links'
import { SocialLinks } from './SocialLinks'
import type { ShellContacts } from './shell-data'

interface FooterProps {
  contacts: ShellContacts | null
  /** ROUTE-12, LEAD-06: whether this route shows the footer consultation form. */
  showConsultationForm: boolean
  /** Its definition, when the shell's loader fetched it: rendered by the server as it is. */
  consultationForm: FormEntity | null
}

/** LAYOUT-06: socials, phones by region, two messengers, three link columns, rights, offer and privacy links. */
export function Footer({ contacts, showConsultationForm, consultationForm }: FooterProps) {
  const t = useT()
  const company = contacts?.json_data.company_name || t('layout.brand.name')
  const tagline = contacts?.json_data.tagline
  return (
    <footer className="site-footer">
      {showConsultationForm && (
        // At the page's end: the form's code (and xstate) loads when it comes near or the visitor first acts.
        <HydrateWhenNear className="container container--wide site-footer__lead">
          <LeadForm slug="footer" form={consultationForm} />
        </HydrateWhenNear>
      )}
      <div className="container container--wide site-footer__main">
        <div className="site-footer__brand">
          <Logo />
          {tagline ? <p className="site-footer__tagline">{tagline}</p> : null}
          {contacts && contacts.socials.length > 0 ? (
            <div className="site-footer__socials">
              <h2 className="site-footer__heading">{t('layout.footer.socials')}</h2>
              <SocialLinks socials={contacts.socials} />
            </div>
          ) : null}
        </div>

        <nav className="site-footer__columns" aria-label={t('layout.footer.navigation')}>
          {FOOTER_COLUMNS.map((column) => (
            <div className="site-footer__column" key={column.label}>
              <h2 className="site-footer__heading">{t(column.label)}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.to}>
                    <LocalizedLink to={item.to} className="site-footer__link">
                      {t(item.label)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        {contacts ? (
          <div className="site-footer__contacts">
            <h2 className="site-footer__heading">{t('layout.footer.contacts')}</h2>
            <PhoneList phones={contacts.phones} className="phone-list--footer" />
            <MessengerLinks messengers={contacts.messengers} />
            {contacts.email ? (
              <a className="site-footer__email" href={`mailto:${contacts.email}`}>
                {contacts.email}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="site-footer__bottom">
        <div className="container container--wide site-footer__bottom-inner">
          <p className="site-footer__rights">
            {t('layout.footer.rights', {
              year: new Date().getFullYear(),
              company,
              rights: contacts?.json_data.rights || t('layout.footer.rights_default'),
            })}
          </p>
          <ul className="site-footer__legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="site-footer__link">
                  {t(link.label)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
