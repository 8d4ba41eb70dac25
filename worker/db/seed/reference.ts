import { DEMO_TAG_SLUGS, demoImageUrl, type DemoPicture } from '../../../src/model/entities/reference.ts'
import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'
import { insert, type SqlValue } from './sql.ts'

/**
 * Demo countries with ru/en/ky names (I18N-09), cities with IANA time zones (OQ-21) and 30 × scale tags (ENTITY-13)
 * (BE-05, issue 3): the demo's own; what a real deployment starts with is reference-data.ts.
 * Other families' seeds import DEMO_CITIES (ids are fixed) and DEMO_TAG_SLUGS / demoTagId, and make image rows
 * with demoImageRow(uuid) — the Worker draws those images itself (worker/media).
 */

type Names = { ru: string; en: string; ky?: string }

const COUNTRIES: Array<[code: string, names: Names]> = [
  ['RU', { ru: 'Россия', en: 'Russia', ky: 'Россия' }],
  ['KG', { ru: 'Кыргызстан', en: 'Kyrgyzstan', ky: 'Кыргызстан' }],
  ['KZ', { ru: 'Казахстан', en: 'Kazakhstan', ky: 'Казакстан' }],
  ['UZ', { ru: 'Узбекистан', en: 'Uzbekistan', ky: 'Өзбекстан' }],
  ['TJ', { ru: 'Таджикистан', en: 'Tajikistan', ky: 'Тажикстан' }],
  ['BY', { ru: 'Беларусь', en: 'Belarus', ky: 'Беларусь' }],
  ['AE', { ru: 'ОАЭ', en: 'United Arab Emirates', ky: 'Бириккен Араб Эмираттары' }],
  ['TR', { ru: 'Турция', en: 'Turkey', ky: 'Түркия' }],
  // No Kyrgyz names: the API falls back to Russian (I18N-06).
  ['GE', { ru: 'Грузия', en: 'Georgia' }],
  ['DE', { ru: 'Германия', en: 'Germany' }],
]

/**
 * Cities of the demo content, ids fixed so that events, partners and offices can reference them. `venue`: where
 * the demo events of the city take place (OQ-04), none for cities without events.
 */
export const DEMO_CITIES = [
  { id: 1, slug: 'moscow', country: 'RU', zone: 'Europe/Moscow', names: { ru: 'Москва', en: 'Moscow', ky: 'Москва' }, venue: { ru: 'Конгресс-центр «Технополис», Волгоградский пр., 42', en: 'Technopolis congress centre, 42 Volgogradsky Ave.' } },
  { id: 2, slug: 'saint-petersburg', country: 'RU', zone: 'Europe/Moscow', names: { ru: 'Санкт-Петербург', en: 'Saint Petersburg', ky: 'Санкт-Петербург' }, venue: { ru: 'Отель «Азимут», Лермонтовский пр., 43/1, зал «Нева»', en: 'Azimut Hotel, Neva hall, 43/1 Lermontovsky Ave.' } },
  { id: 3, slug: 'yekaterinburg', country: 'RU', zone: 'Asia/Yekaterinburg', names: { ru: 'Екатеринбург', en: 'Yekaterinburg' }, venue: { ru: 'Конгресс-холл «Атриум», ул. Куйбышева, 44Д', en: 'Atrium congress hall, 44D Kuybysheva St.' } },
  { id: 4, slug: 'novosibirsk', country: 'RU', zone: 'Asia/Novosibirsk', names: { ru: 'Новосибирск', en: 'Novosibirsk' }, venue: { ru: 'БЦ «Кронос», ул. Советская, 5, зал «Сибирь»', en: 'Kronos business centre, Siberia hall, 5 Sovetskaya St.' } },
  { id: 5, slug: 'bishkek', country: 'KG', zone: 'Asia/Bishkek', names: { ru: 'Бишкек', en: 'Bishkek', ky: 'Бишкек' }, venue: { ru: 'Зал «Вершина Академии», ул. Киевская, 95, БЦ «Орион», 4 этаж', en: 'Vershina Academy hall, 95 Kievskaya St., Orion business centre, 4th floor', ky: '«Вершина Академиясынын» залы, Киев көчөсү, 95, «Орион» ББ, 4-кабат' } },
  { id: 6, slug: 'osh', country: 'KG', zone: 'Asia/Bishkek', names: { ru: 'Ош', en: 'Osh', ky: 'Ош' }, venue: { ru: 'Гостиница «Алай», ул. Курманжан Датки, 280, конференц-зал', en: 'Alay Hotel, conference hall, 280 Kurmanjan Datka St.', ky: '«Алай» мейманканасы, Курманжан Датка көчөсү, 280, конференц-зал' } },
  { id: 7, slug: 'almaty', country: 'KZ', zone: 'Asia/Almaty', names: { ru: 'Алматы', en: 'Almaty', ky: 'Алматы' }, venue: { ru: 'Отель «Казахстан», пр. Достык, 52/2, зал «Алатау»', en: 'Kazakhstan Hotel, Alatau hall, 52/2 Dostyk Ave.' } },
  { id: 8, slug: 'astana', country: 'KZ', zone: 'Asia/Almaty', names: { ru: 'Астана', en: 'Astana', ky: 'Астана' }, venue: { ru: 'Конгресс-центр «Думан», пр. Кабанбай батыра, 11', en: 'Duman congress centre, 11 Kabanbay Batyr Ave.' } },
  { id: 9, slug: 'tashkent', country: 'UZ', zone: 'Asia/Tashkent', names: { ru: 'Ташкент', en: 'Tashkent', ky: 'Ташкент' }, venue: { ru: 'Отель «Узбекистан», ул. Мирабад, 45, зал «Восток»', en: 'Uzbekistan Hotel, Vostok hall, 45 Mirabad St.' } },
  { id: 10, slug: 'samarkand', country: 'UZ', zone: 'Asia/Samarkand', names: { ru: 'Самарканд', en: 'Samarkand', ky: 'Самарканд' }, venue: { ru: 'Конгресс-холл «Шёлковый путь», ул. Регистан, 1', en: 'Silk Road congress hall, 1 Registan St.' } },
  { id: 11, slug: 'dushanbe', country: 'TJ', zone: 'Asia/Dushanbe', names: { ru: 'Душанбе', en: 'Dushanbe' }, venue: null },
  { id: 12, slug: 'dubai', country: 'AE', zone: 'Asia/Dubai', names: { ru: 'Дубай', en: 'Dubai', ky: 'Дубай' }, venue: null },
  { id: 13, slug: 'istanbul', country: 'TR', zone: 'Europe/Istanbul', names: { ru: 'Стамбул', en: 'Istanbul' }, venue: null },
] as const satisfies ReadonlyArray<{ id: number; slug: string; country: string; zone: string; names: Names; venue: Names | null }>

/** Titles of DEMO_TAG_SLUGS in the same order; the first twenty have Kyrgyz titles, the rest fall back to ru. */
const TAG_TITLES: Names[] = [
  { ru: 'Лидерство', en: 'Leadership', ky: 'Лидерлик' },
  { ru: 'Продажи', en: 'Sales', ky: 'Сатуу' },
  { ru: 'Финансы', en: 'Finance', ky: 'Финансы' },
  { ru: 'Инвестиции', en: 'Investments', ky: 'Инвестициялар' },
  { ru: 'Маркетинг', en: 'Marketing', ky: 'Маркетинг' },
  { ru: 'Переговоры', en: 'Negotiations', ky: 'Сүйлөшүүлөр' },
  { ru: 'Управление', en: 'Management', ky: 'Башкаруу' },
  { ru: 'Мотивация', en: 'Motivation', ky: 'Мотивация' },
  { ru: 'Ораторское искусство', en: 'Public speaking', ky: 'Чечендик өнөр' },
  { ru: 'Тайм-менеджмент', en: 'Time management', ky: 'Убакытты башкаруу' },
  { ru: 'Семья', en: 'Family', ky: 'Үй-бүлө' },
  { ru: 'Дети', en: 'Children', ky: 'Балдар' },
  { ru: 'Здоровье', en: 'Health', ky: 'Ден соолук' },
  { ru: 'Психология', en: 'Psychology', ky: 'Психология' },
  { ru: 'Бизнес', en: 'Business', ky: 'Бизнес' },
  { ru: 'Стартапы', en: 'Startups', ky: 'Стартаптар' },
  { ru: 'Личностный рост', en: 'Personal growth', ky: 'Жеке өсүү' },
  { ru: 'Коммуникации', en: 'Communication', ky: 'Баарлашуу' },
  { ru: 'Карьера', en: 'Career', ky: 'Карьера' },
  { ru: 'Франшиза', en: 'Franchise', ky: 'Франшиза' },
  { ru: 'Книги', en: 'Books' },
  { ru: 'Игры', en: 'Games' },
  { ru: 'Онлайн', en: 'Online' },
  { ru: 'Клуб', en: 'Club' },
  { ru: 'Благотворительность', en: 'Charity' },
  { ru: 'Тимур Алиев', en: 'Timur Aliev' },
  { ru: 'Айгуль Султанова', en: 'Aigul Sultanova' },
  { ru: 'Сергей Петров', en: 'Sergey Petrov' },
  { ru: 'Дмитрий Ким', en: 'Dmitry Kim' },
  { ru: 'Нурлан Нурланов', en: 'Nurlan Nurlanov' },
]

/** The image row of a demo picture (a scene unless `picture` says what it shows); the Worker draws it (worker/media). */
export function demoImageRow(uuid: string, picture: DemoPicture = { kind: 'scene' }): Record<string, SqlValue> {
  return {
    uuid,
    original: demoImageUrl(uuid, 'large', picture),
    small: demoImageUrl(uuid, 'small', picture),
    medium: demoImageUrl(uuid, 'medium', picture),
    large: demoImageUrl(uuid, 'large', picture),
    width: 1440,
    height: 900,
  }
}

function translations(owner: string, id: string | number, names: Names): Array<Record<string, SqlValue>> {
  return (['ru', 'en', 'ky'] as const).flatMap((language) => {
    const title = names[language]
    return title === undefined ? [] : [{ [owner]: id, language, title }]
  })
}

/** Fixed: 2025-01-01 plus a day per tag, so tag ids and `created` agree on every machine. */
function tagCreated(index: number): string {
  return new Date(Date.UTC(2025, 0, 1) + index * 86_400_000).toISOString()
}

export function seedReference(_random: Random, options: SeedOptions): string[] {
  const tags: Array<Record<string, SqlValue>> = []
  const tagTitles: Array<Record<string, SqlValue>> = []
  for (let round = 0; round < options.scale; round += 1) {
    DEMO_TAG_SLUGS.forEach((slug, index) => {
      const id = tags.length + 1
      const names = TAG_TITLES[index]!
      const suffix = round === 0 ? '' : ` ${round + 1}`
      tags.push({ id, slug: round === 0 ? slug : `${slug}-${round + 1}`, created: tagCreated(id) })
      tagTitles.push(
        ...translations('tag_id', id, {
          ru: names.ru + suffix,
          en: names.en + suffix,
          ...(names.ky === undefined ? {} : { ky: names.ky + suffix }),
        }),
      )
    })
  }
  return [
    ...insert('countries', COUNTRIES.map(([code], position) => ({ code, position }))),
    ...insert('country_translations', COUNTRIES.flatMap(([code, names]) => translations('country_code', code, names))),
    ...insert(
      'cities',
      DEMO_CITIES.map((city, position) => ({ id: city.id, slug: city.slug, country_code: city.country, time_zone: city.zone, position })),
    ),
    ...insert('city_translations', DEMO_CITIES.flatMap((city) => translations('city_id', city.id, city.names))),
    ...insert('tags', tags),
    ...insert('tag_translations', tagTitles),
  ]
}
