import { Breadcrumbs } from '../../components/Breadcrumbs'
import { DateTime } from '../../components/DateTime'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { useLocalizedPath } from '../../components/layout/use-language'
import { Money } from '../../components/Money'
import { useT } from '../../i18n/intl'
import type { Currency } from '../../model/currencies'
import { SEARCH_QUERY_MAX_LENGTH, searchHitPath, type SiteSearchAnswer, type SiteSearchHit } from '../../model/site-search'

export interface SearchPageData {
  q: string
  answer: SiteSearchAnswer | null
  problem: 'no_words' | 'too_many' | null
}

/** The results page of the site search (issue 45): the form again, then each kind's items with picture, date or price. */
export function SearchPage({ q, answer, problem }: SearchPageData) {
  const t = useT()
  const localize = useLocalizedPath()
  return (
    <div className="search-page container">
      <Breadcrumbs items={[{ label: t('search.title') }]} />
      <h1>{q ? t('search.results_for', { query: q }) : t('search.title')}</h1>
      <form role="search" aria-label={t('search.title')} method="get" action={localize('/search')} className="search-page__form">
        <label className="visually-hidden" htmlFor="search-page-q">
          {t('search.label')}
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_QUERY_MAX_LENGTH} placeholder={t('search.placeholder')} />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      {problem ? <p role="status">{t(`search.problem.${problem}`)}</p> : null}
      {answer?.corrected ? <p role="status">{t('search.corrected', { query: answer.corrected })}</p> : null}
      {answer && answer.count === 0 ? <p role="status">{t('search.announce.none')}</p> : null}
      {answer?.groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`}>{t(`search.kind.${group.kind}`)}</h2>
          <ul className="search-group__list">
            {group.rows.map((hit) => (
              <li key={hit.slug}>
                <SearchHit hit={hit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function SearchHit({ hit }: { hit: SiteSearchHit }) {
  const t = useT()
  return (
    <LocalizedLink to={searchHitPath(hit)} className={`search-hit${hit.past ? ' search-hit--past' : ''}`}>
      {hit.image ? <img className="search-hit__picture" src={hit.image} alt="" width={64} height={64} loading="lazy" /> : null}
      <span>
        <span className="search-hit__title">{hit.title}</span>
        <br />
        <span className="search-hit__meta">
          {hit.date ? <DateTime value={hit.date} /> : null}
          {hit.past ? ` · ${t('search.past')}` : null}
          {hit.price !== null && hit.currency ? <Money amount={hit.price} currency={hit.currency as Currency} /> : null}
        </span>
      </span>
    </LocalizedLink>
  )
}
