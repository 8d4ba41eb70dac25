import { FigureCards } from '../landing/FigureCards'
import { formatFigure } from '../../i18n/format-figure'
import { useIntl, useT } from '../../i18n/intl'
import type { Language } from '../../model/languages'

export interface FranchiseMetricsProps {
  /** OQ-25: whole years since founding; null before staff set the founding year. */
  years: number | null
  employees: number
  events: number
}

/**
 * FRANCHISE-05: age, cities, and `employees_count` and `events_count` from the franchise profile. A figure staff have
 * not set yet (no founding year, a count of 0) is left out rather than shown as 0.
 */
export function FranchiseMetrics({ years, employees, events }: FranchiseMetricsProps) {
  const t = useT()
  const language = useIntl().locale as Language
  const metrics = [
    ...(years === null ? [] : [{ value: formatFigure(language, years), label: t('franchise.metrics.years', { count: years }) }]),
    { value: t('franchise.metrics.cities.value'), label: t('franchise.metrics.cities.label') },
    ...(employees > 0 ? [{ value: formatFigure(language, employees), label: t('franchise.metrics.employees', { count: employees }) }] : []),
    ...(events > 0 ? [{ value: formatFigure(language, events), label: t('franchise.metrics.events', { count: events }) }] : []),
  ]
  return <FigureCards title={t('franchise.metrics.title')} figures={metrics} className="franchise-metrics" />
}
