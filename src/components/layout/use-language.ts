import { useRouteContext } from '@tanstack/react-router'
import { localizePath, type Language } from '../../model/languages'

/** The page's language, as the router context holds it (I18N-01). */
export function useLanguage(): Language {
  return useRouteContext({ from: '__root__', select: (context) => context.language })
}

/** A language-neutral site path with the current language's prefix: '/shop' → '/en/shop' in English. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage()
  return (path) => localizePath(path, language)
}
