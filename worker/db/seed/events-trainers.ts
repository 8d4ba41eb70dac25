import type { Currency } from '../../../src/model/currencies.ts'
import { DEMO_TAG_SLUGS, demoTagId, type DemoPicture, type DemoTagSlug } from '../../../src/model/entities/reference.ts'
import { EVENT_FORMATS, EVENT_TYPES, type EventFormat, type EventType } from '../../../src/model/events.ts'
import {
  COURSE_OPTIONS,
  COURSES,
  EVENT_OPTIONS,
  PROGRAMMES,
  SPECIAL_TRAINER,
  TRAINERS,
  type ProgrammeContent,
  type Texts,
  type TrainerContent,
} from './events-trainers-content.ts'
import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'
import { DEMO_CITIES, demoImageRow } from './reference.ts'
import { scheduleHtml } from './event-schedule.ts'
import { counted } from './plural.ts'
import { DEFAULT_TIME_ZONE } from '../../../src/model/time-zones.ts'
import { insert, type SqlValue } from './sql.ts'
import { TRAINER_LOGOS_KIND } from '../content-registry.ts'

type Row = Record<string, SqlValue>
const LANGUAGES = ['ru', 'en', 'ky'] as const
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** Rows a statement of long texts: D1 refuses statements over 100 kB. */
const TEXT_BATCH = 30

/** Cities events take place in: several in each of RU, KG, KZ and UZ (issue 3 §3). */
const EVENT_CITIES = DEMO_CITIES.filter((city) => ['RU', 'KG', 'KZ', 'UZ'].includes(city.country))

/** OQ-04: the address of the hall the city's events take place in, in `language` (none: the API falls back to ru). */
function venueIn(city: (typeof EVENT_CITIES)[number] | undefined, language: (typeof LANGUAGES)[number]): string | null {
  const venue: Partial<Record<(typeof LANGUAGES)[number], string>> | null = city?.venue ?? null
  return venue?.[language] ?? null
}

/** Prices are set in the currency of the country the event runs in; online events and courses in USD (BE-03). */
const COUNTRY_CURRENCY: Record<string, Currency> = { RU: 'RUB', KG: 'KGS', KZ: 'KZT', UZ: 'UZS' }
/** Local units per US dollar used to set believable local prices (the rates table converts answers). */
const LOCAL_PER_USD: Record<Currency, number> = { USD: 1, RUB: 80, KGS: 87, KZT: 500, UZS: 12500 }

/** A price of about `usd` dollars in minor units of `currency`, rounded to a price a centre would print. */
function localPrice(usd: number, currency: Currency): number {
  const major = usd * LOCAL_PER_USD[currency]
  const step = major >= 100_000 ? 10_000 : major >= 1000 ? 100 : 1
  return Math.round(major / step) * step * 100
}

/**
 * Types any programme can run as; FORUM, YEAR, HALF_YEAR and SUMMER belong to the programmes made for them
 * (PROGRAMMES name them), so every type is covered and none looks out of place.
 */
const ORDINARY_TYPES = EVENT_TYPES.filter((type) => !PROGRAMMES.some((programme) => programme.type === type))

/** How long an event of each type lasts, in hours after its start; null: a one-moment event (no date_to). */
const DURATION_HOURS: Record<EventType, number | null> = {
  LIVE: null,
  ONLINE: null,
  INTERACTIVE: 4,
  MASTER_CLASS: 3,
  TRAINING: 32,
  CONFERENCE: 9,
  FORUM: 10,
  ONLINE_COURSE: 30 * 24,
  SUMMER: 10 * 24,
  HALF_YEAR: 182 * 24,
  YEAR: 364 * 24,
}

/** Typical price of a type in US dollars. */
const TYPE_PRICE_USD: Record<EventType, number> = {
  LIVE: 25,
  ONLINE: 40,
  INTERACTIVE: 90,
  MASTER_CLASS: 60,
  TRAINING: 350,
  CONFERENCE: 150,
  FORUM: 120,
  ONLINE_COURSE: 200,
  SUMMER: 700,
  HALF_YEAR: 1500,
  YEAR: 2900,
}

/** Translation rows of one owner: a language without texts gets no row, so the API falls back to ru. */
function textRows(texts: Partial<Record<(typeof LANGUAGES)[number], Record<string, SqlValue> | undefined>>, owner: Row): Row[] {
  return LANGUAGES.flatMap((language) => {
    const values = texts[language]
    return values ? [{ ...owner, language, ...values }] : []
  })
}

/** `count` linked images of an entity, each showing `picture` (a scene by default), or one picture each of `pictures`. */
function imageRows(images: Row[], links: Row[], random: Random, kind: string, id: string, pictures: number | DemoPicture[]): void {
  const list = typeof pictures === 'number' ? Array.from({ length: pictures }, (): DemoPicture => ({ kind: 'scene' })) : pictures
  list.forEach((picture, position) => {
    const uuid = random.uuid()
    images.push(demoImageRow(uuid, picture))
    links.push({ entity_kind: kind, entity_id: id, image_uuid: uuid, position })
  })
}

function newImage(images: Row[], random: Random, picture: DemoPicture = { kind: 'scene' }): string {
  const uuid = random.uuid()
  images.push(demoImageRow(uuid, picture))
  return uuid
}

/** A trainer's portrait (their English name: the initials read in every language). */
function portraitOf(trainer: TrainerContent): DemoPicture {
  return { kind: 'portrait', name: trainer.name.en, gender: trainer.gender }
}

const YEARS_RU = { one: 'год', few: 'года', many: 'лет', other: 'года' }

function trainerTexts(trainer: TrainerContent, language: (typeof LANGUAGES)[number]): Record<string, SqlValue> | undefined {
  const name = trainer.name[language]
  if (name === undefined) return undefined
  const ru = language === 'ru'
  const en = language === 'en'
  const direction = trainer.direction[language] ?? null
  const focus = trainer.focus[language]
  const competence = focus
    ? ru
      ? `<p>Тренер по ${focus}. Опыт — ${counted('ru', trainer.years, YEARS_RU)}, более ${trainer.clients.toLocaleString('ru-RU')} участников тренингов.</p>`
      : en
        ? `<p>Trainer in ${focus}. ${trainer.years} years of experience and more than ${trainer.clients.toLocaleString('en-US')} participants.</p>`
        : `<p>${focus[0]!.toUpperCase()}${focus.slice(1)} үйрөткөн тренер. ${trainer.years} жылдык тажрыйба, ${trainer.clients.toLocaleString('ru-RU')} ашык катышуучу.</p>`
    : null
  const small = focus
    ? ru
      ? `${counted('ru', trainer.years, YEARS_RU)} учу ${focus} — от первых шагов до устойчивого результата.`
      : en
        ? `${trainer.years} years helping people grow in ${focus}.`
        : `${trainer.years} жылдан бери адамдарга өсүүгө жардам берет.`
    : null
  const description = focus
    ? ru
      ? `<p>${name} — ${trainer.direction.ru.toLowerCase()}. Ведёт тренинги по ${focus} в Вершина Академии.</p><p>${trainer.case.ru}</p>`
      : en
        ? `<p>${name} is a ${trainer.direction.en.toLowerCase()} who runs trainings in ${focus} at Vershina Academy.</p><p>${trainer.case.en}</p>`
        : `<p>${name} — ${(trainer.direction.ky ?? trainer.direction.ru).toLowerCase()}. Вершина Академиясында тренингдерди өткөрөт.</p>${trainer.case.ky ? `<p>${trainer.case.ky}</p>` : ''}`
    : null
  const special = trainer.slug === SPECIAL_TRAINER.slug
  return {
    full_name: name,
    direction,
    competence,
    education: trainer.education[language] ? `<p>${trainer.education[language]}</p>` : null,
    cases: trainer.case[language] ? `<p>${trainer.case[language]}</p>` : null,
    proud_of: trainer.proudOf?.[language] ?? null,
    small_description: small,
    description,
    specialization: special ? JSON.stringify(SPECIAL_TRAINER.specialization[language]) : null,
    faq_videos:
      special && language !== 'ky'
        ? JSON.stringify(
            SPECIAL_TRAINER.faqVideos.map((video) => ({
              title: video[language],
              url: `https://www.youtube.com/embed/${video.id}`,
            })),
          )
        : null,
    seo_title: direction ? `${name} — ${direction}` : name,
    seo_description: small,
    seo_keywords: focus ? `${name}, ${focus}` : name,
  }
}

/**
 * Tag ids of the reference seed: round r of `--scale` repeats DEMO_TAG_SLUGS with ids shifted by r × their count,
 * so that each tag carries about as many items at scale 100 as at scale 1 (benchmarks measure the catalogue, not
 * a handful of giant tags).
 */
const tagId = (slug: string, round = 0) => demoTagId(slug as DemoTagSlug) + round * DEMO_TAG_SLUGS.length

/** Trainers: 12 a scale round (slugs of later rounds get `-<round>`); each has about as many events at any scale. */
function trainerCount(options: SeedOptions): number {
  return TRAINERS.length * options.scale
}

function seedTrainers(random: Random, options: SeedOptions, images: Row[], imageLinks: Row[], tagLinks: Row[]): string[] {
  const trainers: Row[] = []
  const texts: Row[] = []
  const businesses: Row[] = []
  const businessTexts: Row[] = []
  for (let index = 0; index < trainerCount(options); index += 1) {
    const trainer = TRAINERS[index % TRAINERS.length]!
    const round = Math.floor(index / TRAINERS.length)
    const id = index + 1
    const special = round === 0 && trainer.slug === SPECIAL_TRAINER.slug
    trainers.push({
      id,
      slug: round === 0 ? trainer.slug : `${trainer.slug}-${round + 1}`,
      image_id: newImage(images, random, portraitOf(trainer)),
      social_media: JSON.stringify(trainer.social),
      blog_tag: trainer.blogTag === undefined ? null : round === 0 ? trainer.blogTag : `${trainer.blogTag}-${round + 1}`,
      social_blog: special ? SPECIAL_TRAINER.socialBlog : null,
      seo_noindex: false,
      created: new Date(Date.UTC(2024, 0, 15) + index * DAY_MS).toISOString(),
    })
    texts.push(
      ...textRows(
        { ru: trainerTexts(trainer, 'ru'), en: trainerTexts(trainer, 'en'), ky: trainerTexts(trainer, 'ky') },
        { trainer_id: id },
      ),
    )
    imageRows(images, imageLinks, random, 'trainers', String(id), [portraitOf(trainer), portraitOf(trainer)])
    for (const slug of trainer.tags) tagLinks.push({ entity_kind: 'trainers', entity_id: String(id), tag_id: tagId(slug, round) })
    if (special) {
      SPECIAL_TRAINER.businesses.forEach((business, position) => {
        const businessId = businesses.length + 1
        businesses.push({ id: businessId, trainer_id: id, position, url: business.url, image_id: newImage(images, random, { kind: 'logo', name: business.en[0] }) })
        businessTexts.push(
          { business_id: businessId, language: 'ru', title: business.ru[0], description: business.ru[1] },
          { business_id: businessId, language: 'en', title: business.en[0], description: business.en[1] },
        )
      })
      imageRows(images, imageLinks, random, TRAINER_LOGOS_KIND, String(id), SPECIAL_TRAINER.clientLogos.map((name): DemoPicture => ({ kind: 'logo', name })))
    }
  }
  return [
    ...insert('trainers', trainers),
    ...insert('trainer_translations', texts, TEXT_BATCH),
    ...insert('trainer_businesses', businesses),
    ...insert('trainer_business_translations', businessTexts),
  ]
}

function programmeHtml(programme: ProgrammeContent, language: 'ru' | 'en'): string {
  const heading = language === 'ru' ? 'Что вы получите' : 'What you will take away'
  const items = programme.outcomes[language].map((item) => `<li>${item}</li>`).join('')
  return `<p>${programme.short[language]}</p><h3>${heading}</h3><ul>${items}</ul>`
}

/** When an event of each type starts, in minutes after local midnight, and how a long one runs (issue 40.15). */
const LOCAL_START: Record<EventType, number> = {
  LIVE: 19 * 60,
  ONLINE: 19 * 60,
  INTERACTIVE: 14 * 60,
  MASTER_CLASS: 11 * 60,
  TRAINING: 10 * 60,
  CONFERENCE: 10 * 60,
  FORUM: 10 * 60,
  ONLINE_COURSE: 19 * 60,
  SUMMER: 12 * 60,
  HALF_YEAR: 10 * 60,
  YEAR: 10 * 60,
}
/** How long a broadcast without an end lasts: its programme stays within it. */
const BROADCAST_HOURS = 2

/** Milliseconds `zone` is ahead of UTC at `instant` (the demo zones keep no daylight saving). */
export function zoneOffset(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  )
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return wall - Math.floor(instant / 60_000) * 60_000
}

/** A summer camp's day: the next summer's second half of June or July (a camp in November reads as a mistake). */
function summerDay(day: number, index: number): number {
  const date = new Date(day)
  const year = date.getUTCFullYear() + (date.getUTCMonth() > 7 ? 1 : 0)
  return Date.UTC(year, 5, 15) + (Math.floor(index / PROGRAMMES.length) % 4) * 14 * DAY_MS
}

/** The first day of the demo events: three months before today (UTC, truncated to the day). */
function today(): number {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

/** Events of one scale round: each round has its own trainers and tags (see below). */
const EVENTS_PER_ROUND = 60

function seedEvents(random: Random, options: SeedOptions, images: Row[], imageLinks: Row[], tagLinks: Row[]): string[] {
  // 60 at scale 1; at larger scales 100 a round, so that scale 100 is the ~10,000 events the benchmark asks for.
  const count = options.scale === 1 ? EVENTS_PER_ROUND : 100 * options.scale
  const start = today() - 90 * DAY_MS
  const span = 270 * DAY_MS
  const events: Row[] = []
  const texts: Row[] = []
  const eventOptions: Row[] = []
  const optionTexts: Row[] = []
  const eventTrainers: Row[] = []
  for (let index = 0; index < count; index += 1) {
    const programme = PROGRAMMES[index % PROGRAMMES.length]!
    const type: EventType = programme.type ?? programme.runsAs ?? ORDINARY_TYPES[index % ORDINARY_TYPES.length]!
    const format: EventFormat =
      programme.format ?? (type === 'ONLINE' || type === 'ONLINE_COURSE' ? 'ONLINE' : EVENT_FORMATS[index % EVENT_FORMATS.length]!)
    const city = format === 'ONLINE' ? undefined : (EVENT_CITIES.find((candidate) => candidate.slug === programme.city) ?? EVENT_CITIES[index % EVENT_CITIES.length]!)
    const currency: Currency = city ? COUNTRY_CURRENCY[city.country]! : 'USD'
    // Spread evenly from 3 months ago to 6 months ahead, at the type's local hour (online events: Moscow time).
    const spread = start + Math.floor((index * span) / count / DAY_MS) * DAY_MS
    const day = type === 'SUMMER' ? summerDay(spread, index) : spread
    const zone = city?.zone ?? DEFAULT_TIME_ZONE
    const from = day + LOCAL_START[type] * 60_000 - zoneOffset(zone, day)
    const hours = programme.hours ?? DURATION_HOURS[type]
    const schedule = {
      start: LOCAL_START[type],
      hours: hours ?? BROADCAST_HOURS,
      rhythm: type === 'SUMMER' ? 'camp' : type === 'ONLINE_COURSE' ? 'course' : 'programme',
    } as const
    const uuid = random.uuid()
    const basePrice = localPrice(TYPE_PRICE_USD[type], currency)
    const optionCount = 1 + (index % 3)
    const prices = [1, 1.6, 2.5].slice(0, optionCount).map((factor) => localPrice(TYPE_PRICE_USD[type] * factor, currency))
    events.push({
      uuid,
      slug: `${programme.slug}-${index + 1}`,
      type,
      format,
      theme: programme.theme,
      image_id: newImage(images, random),
      date_from: new Date(from).toISOString(),
      date_to: hours === null ? null : new Date(from + hours * HOUR_MS).toISOString(),
      age_restriction: type === 'SUMMER' ? 12 : index % 4 === 0 ? 18 : index % 4 === 1 ? 16 : null,
      city_id: city?.id ?? null,
      online_url: format === 'OFFLINE' ? null : `https://meet.vershina.example/${programme.slug}-${index + 1}`,
      price_amount: Math.min(basePrice, ...prices),
      price_currency: currency,
      seo_noindex: false,
      created: new Date(Date.UTC(2025, 5, 1) + index * HOUR_MS).toISOString(),
    })
    const place: Texts = city ? city.names : { ru: 'онлайн', en: 'online', ky: 'онлайн' }
    const address = (language: (typeof LANGUAGES)[number]) => programme.venue?.[language] ?? programme.venue?.ru ?? venueIn(city, language)
    const eventText = (language: 'ru' | 'en') => ({
      title: programme.title[language],
      address: address(language),
      short_description: programme.short[language],
      description: programmeHtml(programme, language),
      description_second: scheduleHtml(schedule, language),
      for_who: `<p>${programme.forWho[language]}</p>`,
      seo_title: `${programme.title[language]} — ${place[language]}`,
      seo_description: programme.short[language],
      seo_keywords: `${programme.title[language]}, ${place[language]}`,
    })
    const ky = programme.title.ky && programme.short.ky && programme.forWho.ky
    texts.push(
      ...textRows(
        {
          ru: eventText('ru'),
          en: eventText('en'),
          ky: ky
            ? {
                title: programme.title.ky!,
                address: address('ky'),
                short_description: programme.short.ky!,
                description: `<p>${programme.short.ky}</p>`,
                description_second: scheduleHtml(schedule, 'ky'),
                for_who: `<p>${programme.forWho.ky}</p>`,
                seo_title: `${programme.title.ky} — ${place.ky ?? place.ru}`,
                seo_description: programme.short.ky!,
                seo_keywords: null,
              }
            : undefined,
        },
        { event_uuid: uuid },
      ),
    )
    prices.forEach((price, position) => {
      const optionUuid = random.uuid()
      eventOptions.push({
        uuid: optionUuid,
        event_uuid: uuid,
        position,
        price_amount: price,
        // Every fourth event is on sale: its first option shows the price before the discount.
        old_price_amount: index % 4 === 0 && position === 0 ? localPrice(TYPE_PRICE_USD[type] * 1.25, currency) : null,
        // Issue 44 "Seats": the top option has 40 seats, and the middle one of every twelfth event only 3 (few left).
        seats: position === 2 ? 40 : position === 1 && index % 12 === 5 ? 3 : null,
      })
      optionTexts.push(...textRows(titleRows(EVENT_OPTIONS[position]!), { option_uuid: optionUuid }))
    })
    // Round r of the scale uses the trainers and tags of round r, so no trainer or tag grows with the scale.
    const round = Math.floor(index / EVENTS_PER_ROUND) % options.scale
    const lead = index % TRAINERS.length
    eventTrainers.push({ event_uuid: uuid, trainer_id: round * TRAINERS.length + lead + 1, position: 0 })
    if (index % 5 === 0) {
      eventTrainers.push({ event_uuid: uuid, trainer_id: round * TRAINERS.length + ((lead + 3) % TRAINERS.length) + 1, position: 1 })
    }
    for (const slug of new Set([...TRAINERS[lead]!.tags.slice(0, 2), themeTag(programme)])) {
      tagLinks.push({ entity_kind: 'events', entity_id: uuid, tag_id: tagId(slug, round) })
    }
    imageRows(images, imageLinks, random, 'events', uuid, 2)
  }
  return [
    ...insert('events', events),
    ...insert('event_translations', texts, TEXT_BATCH),
    ...insert('event_options', eventOptions),
    ...insert('event_option_translations', optionTexts),
    ...insert('event_trainers', eventTrainers),
  ]
}

function titleRows(texts: Texts): Partial<Record<'ru' | 'en' | 'ky', { title: string }>> {
  return { ru: { title: texts.ru }, en: { title: texts.en }, ...(texts.ky ? { ky: { title: texts.ky } } : {}) }
}

/** A demo tag that fits the programme's theme. */
function themeTag(programme: ProgrammeContent): string {
  const byTheme: Record<string, string> = {
    BUSINESS: 'business', SALES: 'sales', FINANCE: 'finance', RELATIONSHIP: 'family', PERSONAL_GROW: 'personal-growth',
    SYSTEM: 'management', INVESTMENT: 'investments', DEBT: 'finance', HR: 'career', FORUM: 'motivation', HEALTH: 'health',
    PSYCHOLOGY: 'psychology', FIELD_EVENT: 'leadership', EDUCATION: 'personal-growth', TRAINING: 'communication',
  }
  return byTheme[programme.theme] ?? 'personal-growth'
}

function seedOnlineCourses(random: Random, options: SeedOptions, images: Row[], imageLinks: Row[], tagLinks: Row[]): string[] {
  const count = COURSES.length * options.scale
  const courses: Row[] = []
  const texts: Row[] = []
  const courseOptions: Row[] = []
  const optionTexts: Row[] = []
  const courseTrainers: Row[] = []
  for (let index = 0; index < count; index += 1) {
    const course = COURSES[index % COURSES.length]!
    const round = Math.floor(index / COURSES.length)
    const uuid = random.uuid()
    courses.push({
      uuid,
      slug: round === 0 ? course.slug : `${course.slug}-${round + 1}`,
      theme: course.theme,
      type: course.type,
      image_id: newImage(images, random),
      age_restriction: index % 3 === 0 ? 16 : null,
      lessons_count: course.lessons,
      price_currency: 'USD',
      seo_noindex: false,
      created: new Date(Date.UTC(2025, 2, 1) + index * 7 * HOUR_MS).toISOString(),
    })
    const courseText = (language: 'ru' | 'en' | 'ky') => {
      const title = course.title[language]
      if (title === undefined) return undefined
      const short = course.short[language] ?? null
      const lessons =
        language === 'ru'
          ? `${counted('ru', course.lessons, { one: 'видеоурок', few: 'видеоурока', many: 'видеоуроков', other: 'видеоурока' })}, задания и доступ на 12 месяцев.`
          : language === 'en'
            ? `${counted('en', course.lessons, { one: 'video lesson', other: 'video lessons' })}, assignments and 12 months of access.`
            : `${course.lessons} видеосабак, тапшырмалар жана 12 айга жетүү мүмкүнчүлүгү.`
      return {
        title,
        short_description: short,
        description: `<p>${short ?? ''}</p><p>${lessons}</p>`,
        description_second: scheduleHtml({ start: LOCAL_START.ONLINE_COURSE, hours: DURATION_HOURS.ONLINE_COURSE!, rhythm: 'course' }, language),
        for_who: language === 'ru' ? '<p>Тем, кто хочет учиться в своём темпе.</p>' : language === 'en' ? '<p>Those who want to learn at their own pace.</p>' : '<p>Өз темпи менен окугусу келгендерге.</p>',
        seo_title: title,
        seo_description: short,
        seo_keywords: null,
      }
    }
    texts.push(...textRows({ ru: courseText('ru'), en: courseText('en'), ky: courseText('ky') }, { course_uuid: uuid }))
    const optionCount = 1 + (index % 3)
    for (let position = 0; position < optionCount; position += 1) {
      const optionUuid = random.uuid()
      const dollars = [49, 99, 249][position]! + (index % 4) * 10
      courseOptions.push({
        uuid: optionUuid,
        course_uuid: uuid,
        position,
        price_amount: dollars * 100,
        old_price_amount: index % 3 === 1 && position === 0 ? (dollars + 30) * 100 : null,
      })
      optionTexts.push(...textRows(titleRows(COURSE_OPTIONS[position]!), { option_uuid: optionUuid }))
    }
    const lead = (index * 5) % TRAINERS.length
    const first = round * TRAINERS.length
    courseTrainers.push({ course_uuid: uuid, trainer_id: first + lead + 1, position: 0 })
    if (index % 2 === 0) courseTrainers.push({ course_uuid: uuid, trainer_id: first + ((lead + 1) % TRAINERS.length) + 1, position: 1 })
    tagLinks.push({ entity_kind: 'online_courses', entity_id: uuid, tag_id: tagId('online', round) })
    imageRows(images, imageLinks, random, 'online_courses', uuid, 1)
  }
  return [
    ...insert('online_courses', courses),
    ...insert('online_course_translations', texts, TEXT_BATCH),
    ...insert('online_course_options', courseOptions),
    ...insert('online_course_option_translations', optionTexts),
    ...insert('online_course_trainers', courseTrainers),
  ]
}

/**
 * Demo content (issue 3 §3, BE-05): 12 × scale trainers (Timur Aliev has every special block, OQ-11), 60 events (100 × scale above scale 1)
 * from three months ago to six months ahead of today covering every type, format and theme in cities of RU, KG,
 * KZ and UZ, and 12 × scale online courses; ru and en everywhere, ky for part so the fallback shows.
 */
export function seedEventsAndTrainers(random: Random, options: SeedOptions): string[] {
  const images: Row[] = []
  const imageLinks: Row[] = []
  const tagLinks: Row[] = []
  const trainers = seedTrainers(random, options, images, imageLinks, tagLinks)
  const events = seedEvents(random, options, images, imageLinks, tagLinks)
  const courses = seedOnlineCourses(random, options, images, imageLinks, tagLinks)
  return [
    ...insert('images', images),
    ...trainers,
    ...events,
    ...courses,
    ...insert('entity_images', imageLinks),
    ...insert('entity_tags', tagLinks),
  ]
}
