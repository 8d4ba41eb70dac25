import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import type { LanguageEntity } from '../../model/api'
import { DEFAULT_LANGUAGE } from '../../model/languages'

/** Whether `/{lang}/…` is served (OQ-01): a routable language other than the default, which has no prefix. */
export function isLanguagePrefix(lang: string, routable: readonly LanguageEntity[]): boolean {
  return lang !== DEFAULT_LANGUAGE && routable.some((row) => row.language_code === lang)
}

/** The optional language segment (I18N-01, ROUTE-04/05): /en/…, /ky/… while routable; anything else there is a 404. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, context }) => {
    if (context.forceNotFound) throw notFound()
    if (params.lang !== undefined && !isLanguagePrefix(params.lang, context.languages)) throw notFound()
  },
  component: Outlet,
})
