import type { MessengerContact } from '../../model/api'
import { useT } from '../../i18n/intl'
import { NETWORK_NAMES, NetworkIcon } from './social-icons'

/** LAYOUT-06: the two messenger contacts (WhatsApp, Telegram) with the handle shown. */
export function MessengerLinks({ messengers }: { messengers: readonly MessengerContact[] }) {
  const t = useT()
  if (messengers.length === 0) return null
  return (
    <ul className="messenger-links">
      {messengers.map((contact) => (
        <li key={contact.messenger}>
          <a className="messenger-links__link" href={contact.url} target="_blank" rel="noopener noreferrer">
            <NetworkIcon network={contact.messenger} />
            <span>
              <span className="messenger-links__name">
                {t('layout.messengers.write', { messenger: NETWORK_NAMES[contact.messenger] })}
              </span>
              <span className="messenger-links__handle">{contact.display}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
