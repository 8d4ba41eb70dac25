import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * For a page that shows texts the server did not render and no interaction asks for (the payment page: the method
 * list once it loads, the thank-you view after the check-mode polling). The browser's catalogue
 * (src/i18n/message-store.ts) starts with the server's messages only, so such a page completes it when it mounts.
 */
export function useWholeCatalogue(): void {
  const store = useRouteContext({ from: '__root__', select: (context) => context.messageStore })
  useEffect(() => {
    store?.complete().catch((error: unknown) => console.warn('messages: the catalogue did not load', error))
  }, [store])
}
