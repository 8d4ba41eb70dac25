import { useT } from '../../i18n/intl'
import { FigureCards } from '../landing/FigureCards'
import { FRANCHISE_RATES } from './franchise-content'

/** FRANCHISE-02: profit, net profit, minimum viable product and break-even. */
export function FranchiseRates() {
  const t = useT()
  const figures = FRANCHISE_RATES.map((rate) => ({ value: t(`franchise.rates.${rate}.value`), label: t(`franchise.rates.${rate}.label`) }))
  return <FigureCards title={t('franchise.rates.title')} figures={figures} className="franchise-rates" />
}
