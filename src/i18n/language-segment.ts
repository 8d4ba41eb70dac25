import { notFound } from '@tanstack/react-router'
import type { LanguageEntity } from '../model/api'
import { DEFAULT_LANGUAGE } from '../model/languages'

/** Whether `/{lang}/…` is served (OQ-01): a routable language other than the default, which has no prefix. */
export function isLanguagePrefix(lang: string, routable: readonly LanguageEntity[]): boolean {
  return lang !== DEFAULT_LANGUAGE && routable.some((row) => row.language_code === lang)
}

/**
 * The optional language segment's check (I18N-01, ROUTE-04/05), for the route that starts with `{-$lang}` in each
 * router (the visitors' `/{-$lang}`, the desk's `/{-$lang}/admin`): an address the edge rejected, or a segment that is
 * no routable language, is a 404.
 */
export function checkLanguageSegment({ params, context }: { params: { lang?: string }; context: { forceNotFound?: boolean; languages: readonly LanguageEntity[] } }): void {
  if (context.forceNotFound) throw notFound()
  if (params.lang !== undefined && !isLanguagePrefix(params.lang, context.languages)) throw notFound()
}
