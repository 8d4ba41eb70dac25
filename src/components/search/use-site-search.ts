import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { SEARCH_SUGGESTION_LIMIT, searchHitPath, type SiteSearchAnswer, type SiteSearchHit } from '../../model/site-search'
import { useLocalizedPath } from '../layout/use-language'
import { useLatest } from '../use-latest'
import { useLazyMachine } from '../use-lazy-machine'

/**
 * Runs machines/site-search.machine.ts for the header search (issue 45), loaded with xstate on the field's first
 * focus or key: suggestions come from GET search (the request aborted when the machine leaves `loading`), and a
 * picked one opens its page through the router.
 */
export function useSiteSearch() {
  const { api } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const localize = useLatest(useLocalizedPath())
  const [load] = useState(() => async () => {
    const [{ siteSearchMachine }, { fromPromise }] = await Promise.all([import('../../../machines/site-search.machine'), import('xstate')])
    return siteSearchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SiteSearchAnswer, { query: string }>(({ input, signal }) =>
          api.search({ query: { q: input.query, limit: SEARCH_SUGGESTION_LIMIT }, signal }),
        ),
      },
      actions: {
        openHit: (_, hit: SiteSearchHit) => void router.navigate({ href: localize.current(searchHitPath(hit)) }),
      },
    })
  })
  return useLazyMachine(load)
}
