import { useNavigate } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { useLocalizedPath } from '../../components/layout/use-language'
import { useT } from '../../i18n/intl'
import { NEWS_SEARCH_MAX_LENGTH, withSearchText, type NewsSearch } from './news-search'

/**
 * NEWS-02, BLOG-04: the search box of `/news` (or `/blog`). A plain GET form (field `search`, the selected tags kept in a hidden
 * field), so it works before and without JavaScript; once hydrated it changes the address in place. A new search
 * starts at page 1.
 */
export function NewsSearchForm({ search, path = '/news' }: { search: NewsSearch; path?: '/news' | '/blog' }) {
  const t = useT()
  const section = path === '/blog' ? 'blog' : 'news'
  const localize = useLocalizedPath()
  const navigate = useNavigate()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('search')
    void navigate({ to: '.', search: withSearchText(search, typeof text === 'string' ? text : ''), resetScroll: false })
  }

  return (
    <form className="news-search" role="search" method="get" action={localize(path)} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="news-search-input">
        {t(`${section}.search.label`)}
      </label>
      <input
        // A new address (back, a tag chip) shows its own text.
        key={search.search ?? ''}
        id="news-search-input"
        className="news-search__input"
        type="search"
        name="search"
        defaultValue={search.search ?? ''}
        maxLength={NEWS_SEARCH_MAX_LENGTH}
        placeholder={t(`${section}.search.placeholder`)}
        autoComplete="off"
      />
      {search.tags ? <input type="hidden" name="tags" value={search.tags} /> : null}
      <button type="submit" className="button button--primary news-search__submit">
        {t('news.search.submit')}
      </button>
    </form>
  )
}
