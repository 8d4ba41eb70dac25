/**
 * schema.org `Event` of an event page (issue 4 "JSON-LD", SEO-01): dates with the offset of the event's zone
 * (OQ-21), a Place or a VirtualLocation, the attendance mode, offers with price and currency, trainers as
 * performers.
 */
import { Temporal } from '@js-temporal/polyfill'
import { boundedMemoByStrings } from '../model/bounded-memo'
import { MINOR_UNITS_PER_MAJOR } from '../model/currencies'
import type { EventEntity } from '../model/entities/events'
import { eventTimeZone, isPurchasable } from '../model/event-rules'

export interface EventLdContext {
  /** Absolute address of the event page. */
  url: string
  /** Absolute address of a trainer's page. */
  trainerUrl: (slug: string) => string
  /** Makes an image path absolute. */
  absolute: (path: string) => string
  organizer: { name: string; url: string }
  now: Temporal.Instant
}

const ATTENDANCE_MODE: Record<EventEntity['format'], string> = {
  ONLINE: 'https://schema.org/OnlineEventAttendanceMode',
  OFFLINE: 'https://schema.org/OfflineEventAttendanceMode',
  MIXED: 'https://schema.org/MixedEventAttendanceMode',
}

/** `2026-11-20T10:00:00+06:00`: the instant in the event's zone, with its offset. */
export function withOffset(iso: string, timeZone: string): string {
  return offsetText(iso, timeZone)
}

// Kept by instant and zone, like the dates the page shows (src/i18n/format.ts): the polyfill's zone arithmetic is slow.
const offsetText = boundedMemoByStrings(1024, (iso: string, timeZone: string) =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toString({ timeZoneName: 'never' }),
)

/** `125.5` for 12550 minor units: schema.org prices are decimal major units. */
export function majorPrice(minor: number): string {
  return String(minor / MINOR_UNITS_PER_MAJOR)
}

function place(event: EventEntity): Record<string, unknown> | null {
  if (!event.city) return null
  return {
    '@type': 'Place',
    name: event.city.title,
    address: {
      '@type': 'PostalAddress',
      ...(event.address ? { streetAddress: event.address } : {}),
      addressLocality: event.city.title,
      addressCountry: event.city.country.value,
    },
  }
}

function location(event: EventEntity, url: string): unknown {
  const virtual = { '@type': 'VirtualLocation', url }
  const physical = place(event)
  if (event.format === 'ONLINE') return virtual
  if (event.format === 'MIXED') return physical ? [physical, virtual] : virtual
  return physical
}

/** The absolute addresses of an item's cover and gallery (large renditions), each once. */
export function ldImages(event: Pick<EventEntity, 'image' | 'images'>, absolute: (path: string) => string): string[] {
  const list = event.images.flatMap((image) => (typeof image === 'object' ? [image.large || image.medium] : []))
  const cover = event.image ? [event.image.large || event.image.medium] : []
  return [...new Set([...cover, ...list])].filter(Boolean).map(absolute)
}

export function eventLd(event: EventEntity, context: EventLdContext): Record<string, unknown> {
  const zone = eventTimeZone(event)
  const availability = isPurchasable(event, context.now) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut'
  const offerOf = (price: number, name?: string) => ({
    '@type': 'Offer',
    ...(name ? { name } : {}),
    price: majorPrice(price),
    priceCurrency: event.currency,
    availability,
    url: context.url,
  })
  const offers = event.options.length > 0 ? event.options.map((option) => offerOf(option.price, option.title)) : [offerOf(event.price)]
  const place = location(event, context.url)
  const pictures = ldImages(event, context.absolute)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.short_description ? { description: event.short_description } : {}),
    url: context.url,
    ...(pictures.length > 0 ? { image: pictures } : {}),
    startDate: withOffset(event.date_from, zone),
    ...(event.date_to ? { endDate: withOffset(event.date_to, zone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE_MODE[event.format],
    ...(place ? { location: place } : {}),
    offers,
    ...(event.trainers.length > 0
      ? {
          performer: event.trainers.map((trainer) => ({
            '@type': 'Person',
            name: trainer.full_name,
            url: context.trainerUrl(trainer.slug),
          })),
        }
      : {}),
    organizer: { '@type': 'Organization', name: context.organizer.name, url: context.organizer.url },
  }
}
