import { useId, useState } from 'react'
import { useModal } from '../../components/app-providers'
import { DateTime } from '../../components/DateTime'
import { LeadFormButton } from '../../components/lead-forms/LeadFormButton'
import { formatFigure } from '../../i18n/format-figure'
import { useIntl, useT } from '../../i18n/intl'
import { fileSizeShown } from '../../model/landing-figures'
import type { Language } from '../../model/languages'
import type { VacancyEntity } from '../../model/entities/publications'
import { reviewExcerpt } from '../reviews/review-excerpt'
import { VacancySalary } from './VacancySalary'

/** CAREER-05: descriptions longer than this many characters are cut, with 'expand'. */
export const VACANCY_EXCERPT_LENGTH = 240

/** CAREER-06: the vacancy's PDF, with its name and size when it was uploaded from the desk (issue 42). */
function VacancyFileLink({ vacancy }: { vacancy: VacancyEntity }) {
  const t = useT()
  const language = useIntl().locale as Language
  const size = vacancy.file_size === null ? null : fileSizeShown(vacancy.file_size)
  return (
    <a className="vacancy-card__file" href={vacancy.file!} target="_blank" rel="noopener">
      {t('career.vacancy.file')}
      {vacancy.file_name && size ? (
        <span className="vacancy-card__file-meta">
          {' '}
          {t('career.vacancy.file_meta', { name: vacancy.file_name, size: formatFigure(language, size.amount, size.digits), unit: size.unit })}
        </span>
      ) : null}
    </a>
  )
}

/** The full vacancy in the info modal (CAREER-06): salary, the description and the PDF. */
function VacancyDetails({ vacancy }: { vacancy: VacancyEntity }) {
  return (
    <div className="vacancy-details">
      <VacancySalary vacancy={vacancy} />
      <p>{vacancy.short_description}</p>
      {/* Sanitised on the server with an allow-list (BE-25). */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: vacancy.description }} />
      {vacancy.file ? <VacancyFileLink vacancy={vacancy} /> : null}
    </div>
  )
}

/**
 * A vacancy (CAREER-04…06): title, salary in the vacancy's currency, the date it was posted, the description cut at
 * 240 characters with expand and collapse, 'more' opening the whole vacancy, 'respond' opening the career form (OQ-09)
 * and the PDF when there is one.
 */
export function VacancyCard({ vacancy }: { vacancy: VacancyEntity }) {
  const t = useT()
  const modal = useModal()
  const textId = useId()
  const [expanded, setExpanded] = useState(false)
  const excerpt = reviewExcerpt(vacancy.description, VACANCY_EXCERPT_LENGTH)
  return (
    <article className="vacancy-card">
      <h2 className="vacancy-card__title">{vacancy.title}</h2>
      <VacancySalary vacancy={vacancy} />
      <p className="vacancy-card__date">
        {t('career.vacancy.created')}: <DateTime value={vacancy.created} />
      </p>
      <div id={textId} className="vacancy-card__text">
        {expanded ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: vacancy.description }} /> : <p>{excerpt.text}</p>}
      </div>
      <div className="vacancy-card__actions">
        {excerpt.cut ? (
          <button
            type="button"
            className="button button--ghost"
            aria-controls={textId}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('career.vacancy.collapse') : t('career.vacancy.expand')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--outline"
          onClick={() => modal.open('info', { title: vacancy.title, children: <VacancyDetails vacancy={vacancy} /> })}
        >
          {t('career.vacancy.more')}
        </button>
        {/* OQ-09, BE-29: the career form with the vacancy's title in its hidden field. */}
        <LeadFormButton slug="career" hidden={{ vacancy: vacancy.title }}>
          {t('career.vacancy.respond')}
        </LeadFormButton>
        {vacancy.file ? <VacancyFileLink vacancy={vacancy} /> : null}
      </div>
    </article>
  )
}
