import { describe, expect, it } from 'vitest'
import en from '../../../locales/en.json'
import ky from '../../../locales/ky.json'
import ru from '../../../locales/ru.json'
import { TRAINERS, type Gender } from './events-trainers-content.ts'
import { seedStatements } from './index.ts'
import { DEMO_CITIES } from './reference.ts'
import { ENGLISH_REVIEWERS, REVIEWERS } from './review-texts.ts'
import { seedRows } from './seed-rows.ts'

/** The demo content reads as one real centre's (issue 40.15): checked over the rows the seed inserts. */
const statements = seedStatements({ scale: 1 })
const rows = (table: string) => seedRows(statements, table)
const text = (value: unknown) => String(value ?? '')

/** Past-tense verbs of the demo texts as a woman and as a man says them. */
const VERB_FORMS: Array<[feminine: string, masculine: string]> = [
  ['пришла', 'пришёл'], ['была', 'был'], ['купила', 'купил'], ['заказала', 'заказал'], ['получила', 'получил'],
  ['участвовала', 'участвовал'], ['записалась', 'записался'], ['навела', 'навёл'], ['закрыла', 'закрыл'],
  ['сомневалась', 'сомневался'], ['думала', 'думал'], ['тянула', 'тянул'], ['работала', 'работал'],
  ['делегировала', 'делегировал'], ['наняла', 'нанял'], ['съездила', 'съездил'], ['пожалела', 'пожалел'],
  ['вывела', 'вывел'], ['перестроила', 'перестроил'], ['составила', 'составил'], ['подготовила', 'подготовил'],
  ['снизила', 'снизил'], ['запустила', 'запустил'], ['помогла', 'помог'], ['сопровождала', 'сопровождал'],
  ['разработала', 'разработал'], ['описала', 'описал'], ['обучила', 'обучил'],
]

/** The verb forms in `sentence` that disagree with a speaker of `gender`. */
function disagreeing(sentence: string, gender: Gender): string[] {
  const words = new Set(sentence.toLowerCase().split(/[^а-яё]+/))
  return VERB_FORMS.map(([feminine, masculine]) => (gender === 'f' ? masculine : feminine)).filter((form) => words.has(form))
}

/** Minutes after local midnight of an instant in `zone`. */
function localMinutes(iso: string, zone: string): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso))
    .split(':')
    .map(Number)
  return hour! * 60 + minute!
}

describe('demo content reads as one centre (issue 40.15, BE-05)', () => {
  it('has every trainer and reviewer speak in verbs of their own gender', () => {
    for (const trainer of TRAINERS) {
      const said = [trainer.case.ru, trainer.proudOf?.ru ?? ''].join(' ')
      expect(disagreeing(said, trainer.gender), trainer.slug).toEqual([])
    }
    const people = new Map([...REVIEWERS, ...ENGLISH_REVIEWERS].map((reviewer) => [reviewer.name.ru, reviewer.gender]))
    const russian = new Map(rows('review_translations').filter((row) => row.language === 'ru').map((row) => [row.review_uuid, row]))
    for (const review of rows('reviews')) {
      const said = review.language === 'ru' ? review : russian.get(review.uuid)!
      const gender = people.get(text(said.client_name))
      expect(gender, text(said.client_name)).toBeDefined()
      expect(disagreeing(text(said.body), gender!), `${said.client_name}: ${said.body}`).toEqual([])
    }
  })

  it('holds every programme inside the hours of its event, in the event city’s time', () => {
    const zones = new Map<unknown, string>(DEMO_CITIES.map((city) => [city.id, city.zone]))
    const programmes = new Map(rows('event_translations').map((row) => [`${row.event_uuid}/${row.language}`, text(row.description_second)]))
    const events = rows('events')
    expect(events.length).toBeGreaterThan(50)
    for (const event of events) {
      const zone = zones.get(event.city_id) ?? 'Europe/Moscow'
      const start = localMinutes(text(event.date_from), zone)
      // Without an end the event is a broadcast of two hours; over several days it runs the same hours each day.
      const end = event.date_to === null ? start + 120 : localMinutes(text(event.date_to), zone)
      for (const language of ['ru', 'en', 'ky']) {
        const programme = programmes.get(`${event.uuid}/${language}`)
        if (programme === undefined) continue
        for (const [, hour, minute] of programme.matchAll(/(\d{2}):(\d{2})/g)) {
          const at = Number(hour) * 60 + Number(minute)
          expect(at >= start && at <= end, `${event.slug} ${language}: ${hour}:${minute} outside ${start}–${end} min`).toBe(true)
        }
      }
    }
  })

  it('runs summer camps in summer and the Issyk-Kul retreat on the lake, never online', () => {
    const events = rows('events')
    const camps = events.filter((event) => event.type === 'SUMMER')
    const retreats = events.filter((event) => text(event.slug).startsWith('issyk-kul-retreat'))
    expect(camps.length).toBeGreaterThan(0)
    expect(retreats.length).toBeGreaterThan(0)
    for (const camp of camps) {
      for (const date of [camp.date_from, camp.date_to]) expect([5, 6, 7], `${camp.slug} ${date}`).toContain(new Date(text(date)).getUTCMonth())
    }
    const addresses = new Map(rows('event_translations').filter((row) => row.language === 'ru').map((row) => [row.event_uuid, text(row.address)]))
    for (const retreat of retreats) {
      expect(retreat.format, text(retreat.slug)).toBe('OFFLINE')
      expect(addresses.get(retreat.uuid)).toMatch(/Иссык-Куль/)
    }
  })

  it('says counts with the plural form Russian asks for', () => {
    const texts = statements.join('\n')
    for (const wrong of [/\b(2|3|4|22|32) видеоуроков/u, /\b(1|21|31) видеоуроков/u, /(?<!от )\b(1|21) лет(?![а-яё])/u, /(?<!от )\b(2|3|4|22|23|24) лет(?![а-яё])/u]) {
      expect(texts).not.toMatch(wrong)
    }
    expect(texts).toContain('32 видеоурока')
  })

  it('keeps Cyrillic out of English content and gives every review an English and a Kyrgyz reading', () => {
    // Proper nouns that English writes in Cyrillic: none in the demo.
    const allowed: string[] = []
    const tables = [...new Set(statements.map((statement) => /^INSERT INTO (\w+)/.exec(statement)?.[1]).filter((table) => table !== undefined))]
    for (const table of tables) {
      for (const row of rows(table).filter((candidate) => candidate.language === 'en')) {
        for (const [column, value] of Object.entries(row)) {
          const left = allowed.reduce((rest, noun) => rest.replaceAll(noun, ''), text(value))
          expect(left, `${table}.${column}`).not.toMatch(/[А-Яа-яЁё]/)
        }
      }
    }
    const readings = new Set(rows('review_translations').map((row) => `${row.review_uuid}/${row.language}`))
    for (const review of rows('reviews')) {
      for (const language of ['ru', 'en', 'ky'].filter((candidate) => candidate !== review.language)) {
        expect(readings.has(`${review.uuid}/${language}`), `${review.uuid} in ${language}`).toBe(true)
      }
      expect(text(review.media_source)).not.toMatch(/[А-Яа-яЁё]/)
    }
  })

  it('answers every franchise FAQ item in Kyrgyz, not in Russian', () => {
    const faq = rows('franchise_faq_translations')
    const russian = faq.filter((row) => row.language === 'ru')
    for (const item of russian) {
      const kyrgyz = faq.find((row) => row.faq_id === item.faq_id && row.language === 'ky')
      expect(kyrgyz, `FAQ ${item.faq_id}`).toBeDefined()
      expect(kyrgyz!.question).not.toBe(item.question)
      expect(kyrgyz!.answer).not.toBe(item.answer)
    }
  })

  it('gives the same number of centres and countries on the about and franchise pages', () => {
    const figures = new Map(
      rows('site_profile_data')
        .filter((row) => row.profile === 'about' && row.key === 'figures')
        .map((row) => [row.language, JSON.parse(text(row.value)) as unknown]),
    )
    const catalogues = { ru, en, ky } as Record<string, Record<string, string>>
    for (const language of ['ru', 'en', 'ky']) {
      const about = JSON.stringify(figures.get(language))
      const catalogue = catalogues[language]!
      expect(about, language).toContain(catalogue['franchise.metrics.cities.value'])
      expect(about, language).toContain(catalogue['franchise.metrics.cities.label'])
    }
    const answers = rows('franchise_faq_translations').map((row) => text(row.answer)).join(' ')
    for (const count of answers.match(/\b\d+\b(?= (стран|countries|өлкө))/gu) ?? []) expect(count).toBe('11')
  })

  it('draws trainers and employees as portraits, books as covers and partners as logos', () => {
    const pictures = new Map<unknown, URLSearchParams>(rows('images').map((row) => [row.uuid, new URL(text(row.small), 'https://x').searchParams]))
    const kindOf = (uuid: unknown) => pictures.get(uuid)?.get('kind') ?? 'scene'
    for (const trainer of rows('trainers')) expect(kindOf(trainer.image_id), text(trainer.slug)).toBe('portrait')
    for (const employee of rows('employees').filter((row) => row.image_id !== null)) expect(kindOf(employee.image_id)).toBe('portrait')
    for (const partner of rows('partners')) expect(kindOf(partner.image_id)).toBe('logo')
    const books = new Set<unknown>(rows('products').filter((row) => row.type === 'BOOK').map((row) => row.uuid))
    const covers = rows('entity_images').filter((row) => row.entity_kind === 'products' && books.has(row.entity_id))
    expect(covers.length).toBeGreaterThan(0)
    for (const cover of covers) {
      expect(kindOf(cover.image_uuid)).toBe('cover')
      expect(pictures.get(cover.image_uuid)!.get('by')).toBeTruthy()
    }
    for (const event of rows('events')) expect(kindOf(event.image_id)).toBe('scene')
  })
})
