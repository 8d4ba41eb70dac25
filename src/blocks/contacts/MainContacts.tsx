import { useT } from '../../i18n/intl'
import type { ContactsEntity, SitePhone } from '../../model/api'
import { MessengerLinks } from '../../components/layout/MessengerLinks'
import { telHref } from '../../components/layout/phones'
import { SocialLinks } from '../../components/layout/SocialLinks'

interface MainContactsProps {
  mainPhone: SitePhone | undefined
  contacts: ContactsEntity
}

/** CONTACTS-01: the main phone, e-mail, messengers and the social links. Parts without data are left out. */
export function MainContacts({ mainPhone, contacts }: MainContactsProps) {
  const t = useT()
  return (
    <div className="contacts-main">
      <dl className="contacts-main__list">
        {mainPhone && (
          <div className="contacts-main__item">
            <dt>{t('contacts.main_phone')}</dt>
            <dd>
              <a className="contacts-main__phone" href={telHref(mainPhone.phone)}>
                {mainPhone.display}
              </a>
            </dd>
          </div>
        )}
        {contacts.email && (
          <div className="contacts-main__item">
            <dt>{t('contacts.email')}</dt>
            <dd>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </dd>
          </div>
        )}
        {contacts.messengers.length > 0 && (
          <div className="contacts-main__item">
            <dt>{t('contacts.messengers')}</dt>
            <dd>
              <MessengerLinks messengers={contacts.messengers} />
            </dd>
          </div>
        )}
        {contacts.socials.length > 0 && (
          <div className="contacts-main__item">
            <dt>{t('contacts.socials')}</dt>
            <dd>
              <SocialLinks socials={contacts.socials} className="contacts-main__socials" />
            </dd>
          </div>
        )}
      </dl>
    </div>
  )
}
