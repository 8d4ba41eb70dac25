import { createFileRoute, Outlet } from '@tanstack/react-router'
import { checkLanguageSegment } from '../../i18n/language-segment'

/** The optional language segment (I18N-01, ROUTE-04/05): /en/…, /ky/… while routable; anything else there is a 404. */
export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: checkLanguageSegment,
  component: Outlet,
})
