import { useRouter } from '@tanstack/react-router'
import { useT } from '../i18n/intl'
import { useLocalizedPath } from './layout/use-language'

/**
 * PAY-02, PAY-06, BLOG-06: the back (close) button. Goes back in the tab's history when this visit came from another
 * page of the app, otherwise (opened from a link in a message, or back from the provider) to `fallback`.
 */
export function BackButton({ fallback, label, className = 'payment-back button button--ghost' }: { fallback: string; label?: string; className?: string }) {
  const t = useT()
  const router = useRouter()
  const localize = useLocalizedPath()
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: localize(fallback) })
  }
  return (
    <button type="button" className={className} onClick={goBack}>
      <span aria-hidden="true">←</span> {label ?? t('payment.back')}
    </button>
  )
}
