import typia from 'typia'
import type { ListResponse } from '../../src/model/api'
import { ENDPOINTS } from '../../src/model/api-contract/endpoints'
import type { EventsQuery, ItemQuery } from '../../src/model/api-contract/queries'
import type { EventEntity, EventListItem, PriceOption } from '../../src/model/entities/events'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findEvent, listEvents, type StoredEvent, type StoredEventListItem, type StoredOption } from '../db/events'
import { notFound } from '../lib/errors'
import { moneyFor, type MoneyConverter } from './money'
import { paging } from './paging'
import { route } from '../lib/route'
import { sanitizeRichText } from '../lib/sanitize'

const validateList = typia.http.createValidateQuery<EventsQuery>()
const validateItem = typia.http.createValidateQuery<ItemQuery>()

/** An ISO instant as stored (UTC, `Date#toISOString`), so text comparison is time comparison. */
function storedInstant(value: string | undefined): string | undefined {
  return value === undefined ? undefined : new Date(value).toISOString()
}

export function priceOptions(options: StoredOption[], money: MoneyConverter, currency: StoredEvent['price_currency']): PriceOption[] {
  return options.map((option) => ({
    uuid: option.uuid,
    title: option.title,
    price: money.price({ amount: option.price_amount, currency }),
    old_price: money.optionalPrice(option.old_price_amount, currency),
    ...(option.seats_left === undefined ? {} : { seats_left: option.seats_left }),
  }))
}

function toListItem(event: StoredEventListItem, money: MoneyConverter, expandImages: boolean): EventListItem {
  const { gallery, price_amount, price_currency, options, ...rest } = event
  return {
    ...rest,
    images: expandImages ? gallery : gallery.map((image) => image.uuid),
    price: money.price({ amount: price_amount, currency: price_currency }),
    currency: money.currency,
    options: priceOptions(options, money, price_currency),
  }
}

/** GET events and events/{id} (API-16, API-19…22, ENTITY-01/02): prices in the requested currency (BE-03). */
export const eventRoutes = {
  events: route(ENDPOINTS.events, { query: validateList }, async (c, { query }) => {
    const { skip, limit } = paging(query, PAGE_SIZES.events)
    const [money, { rows, count }] = await Promise.all([
      moneyFor(c, query.currency),
      listEvents(c.env.DB, query.language ?? DEFAULT_LANGUAGE, {
        skip,
        limit,
        order: query.order_by ?? 'date_from',
        filters: {
          endsAfter: query.event_mode === 'future' ? new Date().toISOString() : undefined,
          dateFromAfter: storedInstant(query.date_from_after),
          dateFromBefore: storedInstant(query.date_from_before),
          format: query.format,
          theme: query.theme,
          type: query.type,
          trainerSlug: query.trainers_slug,
          tags: query.tags?.split(','),
        },
      }),
    ])
    const body: ListResponse<EventListItem> = {
      rows: rows.map((row) => toListItem(row, money, query.expand === 'images')),
      meta: { skip, limit, count },
    }
    return body
  }),
  event: route(ENDPOINTS.event, { query: validateItem }, async (c, { query, params }) => {
    const [money, event] = await Promise.all([
      moneyFor(c, query.currency),
      findEvent(c.env.DB, query.language ?? DEFAULT_LANGUAGE, params.id),
    ])
    if (!event) throw notFound('event')
    const { description, description_second, for_who, address, ...listed } = event
    const body: EventEntity = {
      // An event page shows its gallery (OQ-04): a single event always has its images expanded.
      ...toListItem(listed, money, true),
      description: sanitizeRichText(description),
      description_second: sanitizeRichText(description_second),
      for_who: sanitizeRichText(for_who),
      address,
    }
    return body
  }),
}
