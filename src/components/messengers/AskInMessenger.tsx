import { useRouteContext, useRouterState } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'
import { askInMessengerUrl } from '../../model/messenger-links'
import { NETWORK_NAMES, NetworkIcon } from '../layout/social-icons'
import { useShellData } from '../layout/use-shell-data'

/** "Ask about this event/product" in the managers' messengers, the item's name in the message (issue 45.4). */
export function AskInMessenger({ item, titleKey }: { item: string; titleKey: 'messengers.ask.event' | 'messengers.ask.product' }) {
  const t = useT()
  const { contacts } = useShellData()
  const siteUrl = useRouteContext({ from: '__root__', select: (context) => context.siteUrl })
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const messengers = contacts?.messengers ?? []
  if (messengers.length === 0) return null
  const text = t('messengers.ask.text', { item })
  return (
    <section className="ask-in-messenger container" aria-labelledby="ask-in-messenger-title">
      <h2 id="ask-in-messenger-title">{t(titleKey)}</h2>
      <ul className="messenger-links">
        {messengers.map((contact) => (
          <li key={contact.messenger}>
            <a className="messenger-links__link" href={askInMessengerUrl(contact, text, `${siteUrl}${pathname}`)} target="_blank" rel="noopener noreferrer">
              <NetworkIcon network={contact.messenger} />
              <span className="messenger-links__name">{t('layout.messengers.write', { messenger: NETWORK_NAMES[contact.messenger] })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
