import { FigureCards } from '../landing/FigureCards'
import { useIntl, useT } from '../../i18n/intl'

export interface FranchiseMetricsProps {
  /** OQ-25: whole years since founding. */
  years: number
  employees: number
  events: number
}

/** FRANCHISE-05: age, cities, and `employees_count` and `events_count` from the franchise profile. */
export function FranchiseMetrics({ years, employees, events }: FranchiseMetricsProps) {
  const t = useT()
  const intl = useIntl()
  const metrics = [
    { value: intl.formatNumber(years), label: t('franchise.metrics.years', { count: years }) },
    { value: t('franchise.metrics.cities.value'), label: t('franchise.metrics.cities.label') },
    { value: intl.formatNumber(employees), label: t('franchise.metrics.employees', { count: employees }) },
    { value: intl.formatNumber(events), label: t('franchise.metrics.events', { count: events }) },
  ]
  return <FigureCards title={t('franchise.metrics.title')} figures={metrics} className="franchise-metrics" />
}
