import { useLanguage } from '../../components/layout/use-language'
import { useT } from '../../i18n/intl'
import type { VacancyEntity } from '../../model/entities/publications'
import { formatMoney } from '../../model/format-money'
import { salaryShape } from './career-search'

/** CAREER-04: the salary in the vacancy's own currency: a range, 'from', 'up to' or 'by agreement'. */
export function vacancySalaryText(t: ReturnType<typeof useT>, language: ReturnType<typeof useLanguage>, vacancy: VacancyEntity): string {
  const shape = salaryShape(vacancy.salary_from, vacancy.salary_to)
  const money = (amount: number) => formatMoney(language, amount, vacancy.currency)
  switch (shape.kind) {
    case 'range':
      return t('career.salary.range', { from: money(shape.from), to: money(shape.to) })
    case 'from':
      return t('career.salary.from', { amount: money(shape.amount) })
    case 'to':
      return t('career.salary.to', { amount: money(shape.amount) })
    default:
      return t('career.salary.none')
  }
}

export function VacancySalary({ vacancy }: { vacancy: VacancyEntity }) {
  const t = useT()
  const language = useLanguage()
  return <p className="vacancy-card__salary">{vacancySalaryText(t, language, vacancy)}</p>
}
