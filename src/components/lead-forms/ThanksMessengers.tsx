import { useT } from '../../i18n/intl'
import { MessengerLinks } from '../layout/MessengerLinks'
import { useShellData } from '../layout/use-shell-data'

/** Issue 45.5: the thank-you offers the managers' Telegram and WhatsApp from the site profile, when it has them. */
export function ThanksMessengers() {
  const t = useT()
  const messengers = useShellData().contacts?.messengers ?? []
  if (messengers.length === 0) return null
  return (
    <div className="lead-form__messengers">
      <p>{t('lead_form.thanks_messengers')}</p>
      <MessengerLinks messengers={messengers} />
    </div>
  )
}
