import { LandingCards } from '../landing/LandingCards'
import { useT } from '../../i18n/intl'
import { FRANCHISE_BENEFITS, FRANCHISE_STEPS } from './franchise-content'

/** FRANCHISE-04: six numbered 'included' steps. */
export function FranchiseSteps() {
  const t = useT()
  const cards = Array.from({ length: FRANCHISE_STEPS }, (_, index) => ({
    title: t(`franchise.steps.${index + 1}.title`),
    text: t(`franchise.steps.${index + 1}.text`),
  }))
  return <LandingCards title={t('franchise.steps.title')} cards={cards} numbered className="franchise-steps" />
}

/** FRANCHISE-07: growth, loyalty, sales and education. */
export function FranchiseBenefits() {
  const t = useT()
  const cards = FRANCHISE_BENEFITS.map((benefit) => ({
    title: t(`franchise.benefits.${benefit}.title`),
    text: t(`franchise.benefits.${benefit}.text`),
  }))
  return <LandingCards title={t('franchise.benefits.title')} cards={cards} className="franchise-benefits" />
}
