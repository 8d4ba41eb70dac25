import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { catalogueSettled } from './message-store'

/**
 * Preloads the whole catalogue when a page mounts, for a page that will show texts the server did not render with
 * no interaction asking for them (the payment page: the method list once it loads, the thank-you view after the
 * check-mode polling). A missing text would complete the catalogue by itself (createAppIntl's onMissingMessage),
 * but only after showing its key for a moment; loading ahead avoids that.
 */
export function useWholeCatalogue(): void {
  const store = useRouteContext({ from: '__root__', select: (context) => context.messageStore })
  useEffect(() => {
    if (store) void catalogueSettled(store)
  }, [store])
}
