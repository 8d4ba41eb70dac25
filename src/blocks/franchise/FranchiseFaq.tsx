import type { ReactNode } from 'react'
import { PageSection } from '../../components/section-head/PageSection'
import { useIntl, useT } from '../../i18n/intl'
import type { FranchiseFaqItem } from '../../model/entities/publications'
import type { Language } from '../../model/languages'

/**
 * FRANCHISE-09, OQ-24: the FAQ of the page data in the page's language (the API filled gaps with ru) as an
 * accordion of `<details>` sharing one name, so the browser keeps at most one open; then 'ask a question'.
 */
export function FranchiseFaq({ faq, action }: { faq: FranchiseFaqItem[]; action?: ReactNode }) {
  const t = useT()
  const language = useIntl().locale as Language
  if (faq.length === 0) return null
  return (
    <PageSection title={t('franchise.faq.title')} className="franchise-faq">
      <div className="faq">
        {faq.map((item, index) => (
          <details key={index} name="franchise-faq" className="faq__item">
            <summary className="faq__question">{item.question[language] || item.question.ru}</summary>
            <p className="faq__answer">{item.answer[language] || item.answer.ru}</p>
          </details>
        ))}
      </div>
      {action}
    </PageSection>
  )
}
