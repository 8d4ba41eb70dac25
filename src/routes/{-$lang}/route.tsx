import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { DEFAULT_LANGUAGE, isLanguage } from '../../model/languages'

/** The optional language segment (I18N-01, ROUTE-04/05): /en/…, /ky/…; anything else there is a 404. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, context }) => {
    if (context.forceNotFound) throw notFound()
    if (params.lang !== undefined && (!isLanguage(params.lang) || params.lang === DEFAULT_LANGUAGE)) throw notFound()
  },
  component: Outlet,
})
