import { Hono } from 'hono'
import typia from 'typia'
import type { CommonQuery, ListResponse } from '../../src/model/api'
import type { EventEntity, EventListItem, PriceOption } from '../../src/model/entities/events'
import type { EventFormat, EventOrder, EventTheme, EventType } from '../../src/model/events'
import { DEFAULT_LANGUAGE } from '../../src/model/languages'
import { PAGE_SIZES } from '../../src/model/page-sizes'
import { findEvent, listEvents, type StoredEvent, type StoredEventListItem, type StoredOption } from '../db/events'
import type { AppEnv } from '../env'
import { notFound } from './errors'
import { moneyFor, type MoneyConverter } from './money'
import { paging, type PagingQuery } from './paging'
import { sanitizeRichText } from './sanitize'
import { validQuery } from './validation'

/** GET events query (API-20…22, EVENTS-07, BE-08, CONST-09). Every enum is validated: an unknown value is a 400. */
export interface EventsQuery extends PagingQuery {
  order_by?: EventOrder
  expand?: 'images'
  /** Only events whose end (date_to, or date_from without one) is after now (BE-08, EVENT-10). */
  event_mode?: 'future'
  /**
   * Start of the month range, inclusive (EVENTS-07; the client computes it in Europe/Moscow, OQ-21).
   * @format date-time
   */
  date_from_after?: string
  /**
   * End of the month range, inclusive.
   * @format date-time
   */
  date_from_before?: string
  format?: EventFormat
  theme?: EventTheme
  type?: EventType
  /**
   * A trainer's events (API-22, TRAINER-07, OQ-14).
   * @pattern ^[a-z0-9][a-z0-9_-]{0,99}$
   */
  trainers_slug?: string
  /**
   * Tag slugs joined with commas: events with any of them (BE-06).
   * @pattern ^[a-z0-9][a-z0-9_-]{0,99}(,[a-z0-9][a-z0-9_-]{0,99}){0,49}$
   */
  tags?: string
}

const validateList = typia.http.createValidateQuery<EventsQuery>()
const validateItem = typia.http.createValidateQuery<CommonQuery & { expand?: 'images' }>()

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
export const events = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = validQuery(c, validateList)
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
    return c.json(body)
  })
  .get('/:id', async (c) => {
    const query = validQuery(c, validateItem)
    const [money, event] = await Promise.all([
      moneyFor(c, query.currency),
      findEvent(c.env.DB, query.language ?? DEFAULT_LANGUAGE, c.req.param('id')),
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
    return c.json(body)
  })
