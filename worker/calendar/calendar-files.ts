/**
 * Calendar files of events (issue 44): one event's `.ics` (`/events/i/<slug>/calendar.ics`) and Google Calendar link
 * (a redirect), and the schedule feed `/events.ics` filtered by the events list's filters, each under the language's
 * prefix for en and ky; all from the one iCalendar builder (src/model/icalendar.ts).
 */
import { Temporal } from '@js-temporal/polyfill'
import { Hono, type Context, type Next } from 'hono'
import { eventCalendarFilePath, eventGoogleCalendarPath } from '../../src/model/event-calendar-paths'
import { parseEventsSearch } from '../../src/model/event-search'
import { googleCalendarLink, icsCalendar } from '../../src/model/icalendar'
import { DEFAULT_LANGUAGE, type Language } from '../../src/model/languages'
import { siteOrigin } from '../../src/model/site-urls'
import { calendarEvent, calendarEvents } from '../db/calendar-events'
import type { AppEnv } from '../env'
import { CALENDAR_TEXTS } from './calendar-texts'
import { eventCalendarEntry } from './event-entry'

/** The feed holds events that ended at most this long ago, and at most FEED_LIMIT of them. */
const FEED_PAST_DAYS = 30
export const FEED_LIMIT = 500

function calendarResponse(c: Context<AppEnv>, text: string, filename: string, cache: string) {
  return c.body(text, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': cache,
  })
}

async function oneEvent(c: Context<AppEnv>, language: Language, answer: 'ics' | 'google') {
  const event = await calendarEvent(c.env.DB, language, c.req.param('slug') ?? '')
  if (!event) return c.notFound()
  const entry = eventCalendarEntry(event, siteOrigin(c.env.SITE_URL, c.req.url), language)
  if (answer === 'google') return c.redirect(googleCalendarLink(entry), 302)
  return calendarResponse(c, icsCalendar([entry], { now: new Date().toISOString() }), `${event.slug}.ics`, 'public, max-age=300')
}

async function feed(c: Context<AppEnv>, language: Language) {
  const search = parseEventsSearch(c.req.query())
  const endsAfter = Temporal.Now.instant().subtract({ hours: FEED_PAST_DAYS * 24 }).toString()
  const filters = { endsAfter, format: search.format, theme: search.theme, type: search.type, trainerSlug: search.trainers_slug }
  const events = await calendarEvents(c.env.DB, language, filters, FEED_LIMIT)
  const origin = siteOrigin(c.env.SITE_URL, c.req.url)
  const text = icsCalendar(
    events.map((event) => eventCalendarEntry(event, origin, language)),
    { now: new Date().toISOString(), name: CALENDAR_TEXTS[language].feedName },
  )
  return calendarResponse(c, text, 'events.ics', 'public, max-age=900')
}

type Handler = (c: Context<AppEnv>, language: Language) => Promise<Response>

/** The same handler at the unprefixed path (ru) and under a routable language's prefix. */
function inEveryLanguage(app: Hono<AppEnv>, path: string, handler: Handler): Hono<AppEnv> {
  return app
    .get(path, (c) => handler(c, DEFAULT_LANGUAGE))
    .get(`/:lang${path}`, (c: Context<AppEnv>, next: Next) => (c.var.language === DEFAULT_LANGUAGE ? next() : handler(c, c.var.language)))
}

export const calendarFiles = new Hono<AppEnv>()
inEveryLanguage(calendarFiles, '/events.ics', feed)
inEveryLanguage(calendarFiles, eventCalendarFilePath(':slug'), (c, language) => oneEvent(c, language, 'ics'))
inEveryLanguage(calendarFiles, eventGoogleCalendarPath(':slug'), (c, language) => oneEvent(c, language, 'google'))
