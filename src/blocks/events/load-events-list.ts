import { Temporal } from '@js-temporal/polyfill'
import type { ApiClient } from '../../api/client'
import type { ListResponse } from '../../model/api'
import type { EventListItem } from '../../model/entities/events'
import type { ReviewEntity } from '../../model/entities/shop'
import {
  eventsListCall,
  monthOfInstant,
  monthSwitch,
  nextEventCall,
  selectedMonth,
  type EventsSearch,
  type MonthSwitch,
} from '../../model/event-search'
import { loadListPage } from '../../components/pagination/list-page'
import { PAGE_SIZES } from '../../model/page-sizes'
import { pageNumber } from '../../model/search-params'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'

/** What the events list page renders (EVENTS-01…10, OQ-14). */
export interface EventsListData {
  list: ListResponse<EventListItem>
  months: MonthSwitch
  /** The `trainers_slug` filter with the trainer's name for its chip (OQ-14); the slug when the name is unknown. */
  trainer: { slug: string; name: string } | null
  /** REVIEWS-11: null when they failed to load (the slider then renders nothing). */
  reviews: ReviewEntity[] | null
  /**
   * EVENTS-08: for an empty month, the nearest later month (YYYY-MM) with an event still to come under the same
   * filters; null when there is none, when the month is not empty, or when asking failed.
   */
  nextMonth: string | null
}

type EventsReader = Pick<ApiClient, 'events' | 'trainer' | 'reviews'>

async function trainerName(api: EventsReader, slug: string): Promise<string> {
  try {
    return (await api.trainer({ params: { id: slug }, query: { expand: 'images' } })).full_name
  } catch {
    return slug
  }
}

/**
 * The list, the trainer's name and the related reviews load in parallel; a page past the end of the month's list
 * is a redirect to its last page (EVENTS-08, PAGINATION-01). The month and "today" are decided here,
 * once, and travel with the data, so the browser shows the same months the server rendered.
 */
export async function loadEventsList(
  api: EventsReader,
  search: EventsSearch,
  /** The search as the address writes it (on /events/{format} the format is in the path, not the query). */
  address: EventsSearch = search,
): Promise<EventsListData> {
  const now = Temporal.Now.instant()
  const slug = search.trainers_slug
  const [list, name, reviews] = await Promise.all([
    loadListPage({
      page: pageNumber(search.page),
      limit: PAGE_SIZES.events,
      search: address,
      load: (skip) => api.events({ query: { ...eventsListCall(search, now), skip } }),
    }),
    slug ? trainerName(api, slug) : Promise.resolve(null),
    loadRelatedReviews(api, { entity_type: 'EVENT' }),
  ])
  return {
    list,
    months: monthSwitch(selectedMonth(search.date, now), now),
    trainer: slug && name ? { slug, name } : null,
    reviews,
    nextMonth: list.meta.count === 0 ? await nearestMonth(api, search, now) : null,
  }
}

/** The month of the first event still to come after the selected month (EVENTS-08); a failure only hides the hint. */
async function nearestMonth(api: EventsReader, search: EventsSearch, now: Temporal.Instant): Promise<string | null> {
  try {
    const [first] = (await api.events({ query: nextEventCall(search, now) })).rows
    return first ? monthOfInstant(first.date_from) : null
  } catch (error) {
    console.error('the nearest month with events failed to load', error)
    return null
  }
}
