import type { Currency } from '../../../src/model/currencies.ts'
import { demoTagId, type DemoPicture } from '../../../src/model/entities/reference.ts'
import { REVIEW_ENTITY_TYPES, type ProductType, type ReviewEntityType } from '../../../src/model/entities/shop.ts'
import { PROGRAMMES, TRAINERS, type TrainerContent } from './events-trainers-content.ts'
import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'
import { demoImageRow } from './reference.ts'
import { insert, type SqlValue } from './sql.ts'
import {
  DETAILS,
  ENGLISH_BODIES,
  ENGLISH_REVIEWERS,
  MEDIA_SOURCES,
  OPENINGS,
  paragraphs,
  REVIEWERS,
  STORIES,
  type Lang,
  type Sentence,
} from './review-texts.ts'

const LANGS: Lang[] = ['ru', 'en', 'ky']

/**
 * Demo shop and reviews (BE-05, issue 3 §3): 40 × scale products of every type with options (book sub-types
 * digital / printed / audio, OQ-45) and props, some on sale, some hits, some new; 150 × scale reviews of every
 * entity type, some unmoderated, some with video, an author photo or attached images. Deterministic: every value
 * comes from the given Random or from fixed dates.
 */

type Row = Record<string, SqlValue>
type Texts = { ru: string; en: string; ky?: string }

interface ProductSample {
  type: ProductType
  slug: string
  title: Texts
  subtitle: Texts
  /** Price in whole units of `currency`. */
  price: number
  currency: Currency
  props: Array<[title: Texts, value: Texts]>
  /** A book's author: one of the centre's trainers. */
  author?: TrainerContent
}

function trainerBySlug(slug: string): TrainerContent {
  const trainer = TRAINERS.find((candidate) => candidate.slug === slug)
  if (!trainer) throw new Error(`No demo trainer ${slug}`)
  return trainer
}

/** A trainer's name in every language (Kyrgyz spells most names as Russian does). */
function trainerName(trainer: TrainerContent): Texts {
  return { ru: trainer.name.ru, en: trainer.name.en, ky: trainer.name.ky ?? trainer.name.ru }
}

const AUTHOR: Texts = { ru: 'Автор', en: 'Author', ky: 'Автору' }
const PAGES: Texts = { ru: 'Страниц', en: 'Pages', ky: 'Барактар' }
const BOOK_LANGUAGE: Texts = { ru: 'Язык', en: 'Language', ky: 'Тили' }
/** The demo books are written in Russian: their covers say so. */
const RUSSIAN: Texts = { ru: 'русский', en: 'Russian', ky: 'орус тили' }
const YEAR: Texts = { ru: 'Год издания', en: 'Published', ky: 'Басылган жылы' }
const PLAYERS: Texts = { ru: 'Игроков', en: 'Players', ky: 'Оюнчулар' }
const AGE: Texts = { ru: 'Возраст', en: 'Age', ky: 'Жашы' }
const DURATION: Texts = { ru: 'Время партии', en: 'Playing time', ky: 'Оюн убактысы' }
const MATERIAL: Texts = { ru: 'Материал', en: 'Material', ky: 'Материалы' }
const same = (text: string): Texts => ({ ru: text, en: text, ky: text })

const BOOKS: ProductSample[] = [
  ['lider-bez-titula', 'Лидер без титула', 'Leader Without a Title', 'Титулсуз лидер', 'Как вести за собой без должности', 'How to lead without a position', 'timur-aliev', 320, 2024, 1290],
  ['dengi-pod-kontrolem', 'Деньги под контролем', 'Money Under Control', 'Акча көзөмөлдө', 'Личные финансы за 30 дней', 'Personal finance in 30 days', 'dmitry-kim', 256, 2025, 990],
  ['prodazhi-bez-davleniya', 'Продажи без давления', 'Selling Without Pressure', undefined, 'Переговоры, после которых возвращаются', 'Negotiations clients come back after', 'sergey-petrov', 288, 2023, 1150],
  ['vremya-na-glavnoe', 'Время на главное', 'Time for What Matters', 'Негизгиге убакыт', 'Тайм-менеджмент для занятых', 'Time management for busy people', 'marina-lebedeva', 224, 2025, 890],
  ['semya-i-biznes', 'Семья и бизнес', 'Family and Business', undefined, 'Как не выбирать между ними', 'How not to choose between them', 'aigul-sultanova', 304, 2024, 1190],
  ['golos-lidera', 'Голос лидера', "The Leader's Voice", 'Лидердин үнү', 'Публичные выступления без страха', 'Public speaking without fear', 'nurlan-nurlanov', 208, 2026, 1050],
  ['investor-s-nulya', 'Инвестор с нуля', 'Investor from Scratch', undefined, 'Первые шаги на фондовом рынке', 'First steps on the stock market', 'dmitry-kim', 352, 2025, 1490],
  ['komanda-mechty', 'Команда мечты', 'Dream Team', 'Кыял командасы', 'Найм, мотивация и удержание', 'Hiring, motivation and retention', 'elena-volkova', 272, 2024, 1250],
  ['deti-i-dengi', 'Дети и деньги', 'Children and Money', undefined, 'Финансовая грамотность для всей семьи', 'Financial literacy for the whole family', 'dinara-akhmetova', 192, 2026, 790],
  ['startap-za-90-dney', 'Стартап за 90 дней', 'A Start-up in 90 Days', 'Стартап 90 күндө', 'От идеи до первых продаж', 'From idea to first sales', 'bakyt-osmonov', 240, 2025, 1390],
  ['peregovory-na-ravnyh', 'Переговоры на равных', 'Negotiating as Equals', undefined, 'Техники сильной позиции', 'Techniques of a strong position', 'sergey-petrov', 264, 2023, 1090],
  ['zdorovyy-rezhim', 'Здоровый режим', 'A Healthy Routine', 'Дени сак режим', 'Энергия для работы и жизни', 'Energy for work and life', 'olga-kuznetsova', 216, 2024, 850],
  ['psihologiya-uspeha', 'Психология успеха', 'The Psychology of Success', undefined, 'Привычки, которые меняют результат', 'Habits that change results', 'aigul-sultanova', 336, 2025, 1190],
  ['marketing-dlya-malogo-biznesa', 'Маркетинг для малого бизнеса', 'Marketing for Small Business', undefined, 'Клиенты без большого бюджета', 'Customers without a big budget', 'azamat-dzhaparov', 280, 2026, 1290],
].map(([slug, ru, en, ky, subRu, subEn, author, pages, year, price]): ProductSample => ({
  type: 'BOOK',
  slug: String(slug),
  title: { ru: String(ru), en: String(en), ...(ky ? { ky: String(ky) } : {}) },
  subtitle: { ru: String(subRu), en: String(subEn) },
  price: Number(price),
  currency: 'RUB',
  author: trainerBySlug(String(author)),
  props: [
    [AUTHOR, trainerName(trainerBySlug(String(author)))],
    [BOOK_LANGUAGE, RUSSIAN],
    [PAGES, same(String(pages))],
    [YEAR, same(String(year))],
  ],
}))

const GAMES: ProductSample[] = [
  ['igra-cashflow', 'Денежный поток', 'Cash Flow', 'Акча агымы', 'Настольная игра о финансовой свободе', 'A board game about financial freedom', '2–6', '12+', 120, 4900],
  ['igra-peregovorshchik', 'Переговорщик', 'The Negotiator', undefined, 'Карточная игра для команд', 'A card game for teams', '3–8', '14+', 45, 2400],
  ['igra-biznes-start', 'Бизнес-старт', 'Business Start', 'Бизнес-старт', 'Экономическая стратегия для семьи', 'An economic strategy for the family', '2–5', '10+', 90, 3900],
  ['igra-lider', 'Лидер', 'Leader', undefined, 'Ролевая игра о принятии решений', 'A role-playing game about decisions', '4–10', '16+', 60, 3200],
  ['igra-kopilka', 'Копилка', 'Piggy Bank', 'Кумура', 'Игра о деньгах для детей', 'A money game for children', '2–4', '6+', 30, 1800],
  ['igra-investor', 'Инвестор', 'Investor', undefined, 'Биржевая симуляция', 'A stock market simulation', '2–6', '14+', 90, 4200],
  ['igra-emotsii', 'Эмоции', 'Emotions', 'Сезимдер', 'Карточки для развития эмоционального интеллекта', 'Cards for emotional intelligence', '2–12', '8+', 30, 1500],
  ['igra-komanda', 'Команда', 'Team', undefined, 'Игра на сплочение коллектива', 'A team-building game', '6–20', '16+', 75, 5200],
  ['igra-tsel', 'Цель', 'Goal', 'Максат', 'Игра-тренинг по целеполаганию', 'A goal-setting training game', '1–6', '12+', 60, 2900],
  ['igra-prodavets', 'Продавец года', 'Seller of the Year', undefined, 'Игра о продажах и сервисе', 'A game about sales and service', '3–6', '14+', 50, 2700],
  ['igra-semeynyy-byudzhet', 'Семейный бюджет', 'Family Budget', undefined, 'Игра для всей семьи', 'A game for the whole family', '2–6', '8+', 40, 2100],
  ['igra-startap', 'Стартап', 'Start-up', 'Стартап', 'Быстрая игра о запуске бизнеса', 'A quick game about launching a business', '2–5', '12+', 35, 2300],
].map(([slug, ru, en, ky, subRu, subEn, players, age, minutes, price]): ProductSample => ({
  type: 'GAMES',
  slug: String(slug),
  title: { ru: String(ru), en: String(en), ...(ky ? { ky: String(ky) } : {}) },
  subtitle: { ru: String(subRu), en: String(subEn) },
  price: Number(price),
  currency: 'KGS',
  props: [
    [PLAYERS, same(String(players))],
    [AGE, same(String(age))],
    [DURATION, { ru: `${minutes} мин`, en: `${minutes} min`, ky: `${minutes} мүн` }],
  ],
}))

/** Materials in Kyrgyz, by their Russian name. */
const MATERIALS_KY: Record<string, string> = {
  'хлопок 80%, полиэстер 20%': 'пахта 80%, полиэстер 20%',
  'хлопок 100%': 'пахта 100%',
  'бумага, твёрдая обложка': 'кагаз, катуу мукаба',
  'нержавеющая сталь': 'дат баспас болот',
  'канвас': 'канвас',
  'хлопок': 'пахта',
  'металл': 'металл',
  'бумага': 'кагаз',
  'хлопок 90%, эластан 10%': 'пахта 90%, эластан 10%',
  'тритан': 'тритан',
  'металл, эмаль': 'металл, эмаль',
  'полиэстер, сталь': 'полиэстер, болот',
  'керамика': 'керамика',
  'хлопок 75%': 'пахта 75%',
}

const MERCH: ProductSample[] = [
  ['hudi-vershina', 'Худи «Вершина»', 'Vershina hoodie', '«Вершина» худиси', 'Тёплый хлопок с вышивкой', 'Warm cotton with embroidery', 'хлопок 80%, полиэстер 20%', 'cotton 80%, polyester 20%', 3900],
  ['futbolka-lider', 'Футболка «Лидер»', '"Leader" T-shirt', undefined, 'Белая футболка с принтом', 'A white printed T-shirt', 'хлопок 100%', 'cotton 100%', 1500],
  ['bloknot-tseli', 'Блокнот «Цели года»', '"Goals of the Year" notebook', '«Жылдын максаттары» дептери', 'Планер на 12 месяцев', 'A 12-month planner', 'бумага, твёрдая обложка', 'paper, hard cover', 950],
  ['termokruzhka', 'Термокружка', 'Travel mug', undefined, 'Держит тепло 6 часов', 'Keeps drinks hot for 6 hours', 'нержавеющая сталь', 'stainless steel', 1800],
  ['shopper-vershina', 'Шопер «Вершина»', 'Vershina tote bag', '«Вершина» сумкасы', 'Прочная сумка на каждый день', 'A sturdy everyday bag', 'канвас', 'canvas', 1200],
  ['kepka-academy', 'Кепка Academy', 'Academy cap', undefined, 'Регулируемый размер', 'Adjustable size', 'хлопок', 'cotton', 1100],
  ['ruchka-podarochnaya', 'Подарочная ручка', 'Gift pen', 'Белек калем', 'Металлическая ручка в футляре', 'A metal pen in a case', 'металл', 'metal', 800],
  ['planer-nedeli', 'Планер недели', 'Weekly planner', undefined, 'Настольный планер на 52 недели', 'A desk planner for 52 weeks', 'бумага', 'paper', 700],
  ['svitshot-club', 'Свитшот Club', 'Club sweatshirt', 'Club свитшоту', 'Для участников клуба', 'For club members', 'хлопок 90%, эластан 10%', 'cotton 90%, elastane 10%', 3200],
  ['butylka-dlya-vody', 'Бутылка для воды', 'Water bottle', undefined, 'Многоразовая, 750 мл', 'Reusable, 750 ml', 'тритан', 'tritan', 900],
  ['znachok-nabor', 'Набор значков', 'Pin set', 'Значоктор топтому', 'Пять эмалевых значков', 'Five enamel pins', 'металл, эмаль', 'metal, enamel', 600],
  ['zont-vershina', 'Зонт «Вершина»', 'Vershina umbrella', undefined, 'Складной, с автоматическим открытием', 'Folding, opens automatically', 'полиэстер, сталь', 'polyester, steel', 2100],
  ['kruzhka-motivatsiya', 'Кружка «Мотивация»', '"Motivation" mug', '«Мотивация» кружкасы', 'Керамика, 350 мл', 'Ceramic, 350 ml', 'керамика', 'ceramic', 650],
  ['noski-nabor', 'Носки, набор из трёх пар', 'Socks, pack of three', undefined, 'Яркие носки с логотипом', 'Bright socks with the logo', 'хлопок 75%', 'cotton 75%', 750],
].map(([slug, ru, en, ky, subRu, subEn, materialRu, materialEn, price]): ProductSample => ({
  type: 'MERCH',
  slug: String(slug),
  title: { ru: String(ru), en: String(en), ...(ky ? { ky: String(ky) } : {}) },
  subtitle: { ru: String(subRu), en: String(subEn) },
  price: Number(price),
  currency: 'KGS',
  props: [[MATERIAL, { ru: String(materialRu), en: String(materialEn), ky: MATERIALS_KY[String(materialRu)] }]],
}))

/** 40 products: every type, in a mixed order so that each page of the shop shows all three. */
const CATALOGUE: ProductSample[] = Array.from({ length: 14 }, (_, i) => [BOOKS[i], GAMES[i], MERCH[i]])
  .flat()
  .filter((sample): sample is ProductSample => sample !== undefined)
  .slice(0, 40)

/** OQ-45: book sub-types as options; games in two editions; clothes in sizes. */
const BOOK_OPTIONS: Array<{ key: string; title: Texts; factor: number }> = [
  { key: 'printed', title: { ru: 'Печатная', en: 'Printed', ky: 'Басма' }, factor: 1 },
  { key: 'digital', title: { ru: 'Электронная', en: 'E-book', ky: 'Электрондук' }, factor: 0.6 },
  { key: 'audio', title: { ru: 'Аудиокнига', en: 'Audiobook', ky: 'Аудиокитеп' }, factor: 0.7 },
]
const GAME_OPTIONS: Array<{ key: string; title: Texts; factor: number }> = [
  { key: 'box', title: { ru: 'Стандартное издание', en: 'Standard edition', ky: 'Стандарттык басылма' }, factor: 1 },
  { key: 'box-deluxe', title: { ru: 'Подарочное издание', en: 'Gift edition', ky: 'Белек басылмасы' }, factor: 1.5 },
]
const CLOTHES_OPTIONS: Array<{ key: string; title: Texts; factor: number }> = ['S', 'M', 'L', 'XL'].map((size) => ({
  key: `size-${size.toLowerCase()}`,
  title: same(size),
  factor: 1,
}))
const CLOTHES = new Set(['hudi-vershina', 'futbolka-lider', 'kepka-academy', 'svitshot-club'])

const SHORT: Record<ProductType, Texts> = {
  BOOK: {
    ru: 'Практическая книга тренера Вершина Академии: упражнения, примеры из жизни и план действий на каждый день.',
    en: 'A practical book by a Vershina Academy trainer: exercises, real-life examples and a daily action plan.',
    ky: 'Вершина Академиясынын тренеринин практикалык китеби: көнүгүүлөр, турмуштук мисалдар жана күнүмдүк иш-аракет планы.',
  },
  GAMES: {
    ru: 'Игра, которую мы используем на тренингах: учит думать о деньгах, договариваться и работать в команде.',
    en: 'A game we use in our trainings: it teaches thinking about money, negotiating and working as a team.',
    ky: 'Тренингдерде колдонгон оюнубуз: акча жөнүндө ойлонууга, сүйлөшүүгө жана командада иштөөгө үйрөтөт.',
  },
  MERCH: {
    ru: 'Фирменная продукция Вершина Академии — приятный подарок себе и коллегам.',
    en: 'Vershina Academy merchandise — a nice gift for yourself and your colleagues.',
    ky: 'Вершина Академиясынын фирмалык продукциясы — өзүңүзгө жана кесиптештериңизге жакшы белек.',
  },
}

function description(sample: ProductSample, language: 'ru' | 'en'): [string, string] {
  const title = sample.title[language]
  if (language === 'ru') {
    return [
      `<p>«${title}» — ${sample.subtitle.ru.toLowerCase()}.</p><ul><li>Проверено на участниках наших тренингов</li><li>Понятный язык и практические задания</li><li>Подходит для самостоятельной работы и для команды</li></ul>`,
      '<h3>Доставка и оплата</h3><p>Заказ можно оплатить картой онлайн. Электронные версии приходят на почту сразу после оплаты, остальное забирают в офисе или получают курьером.</p>',
    ]
  }
  return [
    `<p>“${title}” — ${sample.subtitle.en.toLowerCase()}.</p><ul><li>Tested with participants of our trainings</li><li>Plain language and practical tasks</li><li>Works for self-study and for teams</li></ul>`,
    '<h3>Delivery and payment</h3><p>Pay online by card. Digital editions arrive by e-mail right after payment; everything else can be collected at the office or delivered by courier.</p>',
  ]
}

/** Fixed reference instant of the demo shop and reviews (not event dates, which follow the real clock). */
const SEED_EPOCH = Date.UTC(2026, 9, 1, 9, 0, 0)
const HOUR = 3_600_000

export interface SeededProduct {
  uuid: string
  slug: string
  type: ProductType
}

function seedProducts(random: Random, scale: number): { products: SeededProduct[]; statements: string[] } {
  const products: Row[] = []
  const translations: Row[] = []
  const options: Row[] = []
  const optionTranslations: Row[] = []
  const props: Row[] = []
  const propTranslations: Row[] = []
  const images: Row[] = []
  const entityImages: Row[] = []
  const tags: Row[] = []
  const seeded: SeededProduct[] = []
  const total = CATALOGUE.length * scale
  for (let index = 0; index < total; index += 1) {
    const sample = CATALOGUE[index % CATALOGUE.length]!
    const round = Math.floor(index / CATALOGUE.length)
    const suffix = round === 0 ? '' : ` ${round + 1}`
    const uuid = random.uuid()
    const slug = round === 0 ? sample.slug : `${sample.slug}-${round + 1}`
    const onSale = index % 5 === 1
    const minor = sample.price * 100
    const optionSet =
      sample.type === 'BOOK' ? BOOK_OPTIONS : sample.type === 'GAMES' ? GAME_OPTIONS : CLOTHES.has(sample.slug) ? CLOTHES_OPTIONS : []
    products.push({
      uuid,
      slug,
      type: sample.type,
      currency: sample.currency,
      price: onSale ? Math.round((minor * 0.8) / 100) * 100 : minor,
      old_price: onSale ? minor : null,
      is_hit: index % 7 === 0,
      is_new: index % CATALOGUE.length < 6,
      seo_noindex: false,
      // Newest first is the catalogue order: product 0 is the newest.
      created: new Date(SEED_EPOCH - index * 7 * HOUR).toISOString(),
    })
    for (const language of ['ru', 'en', 'ky'] as const) {
      const title = sample.title[language]
      if (title === undefined) continue
      const [first, second] = language === 'ky' ? [undefined, undefined] : description(sample, language)
      translations.push({
        product_uuid: uuid,
        language,
        title: title + suffix,
        subtitle: language === 'ky' ? null : sample.subtitle[language],
        short_description: SHORT[sample.type][language] ?? null,
        description: first ?? null,
        description_second: second ?? null,
        // The site adds its own name to a page's title (src/seo/head.ts documentTitle).
        seo_title: `${title}${suffix}`,
        seo_description: SHORT[sample.type][language] ?? null,
        seo_keywords: language === 'ru' ? 'книги, игры, мерч, Вершина Академия' : language === 'en' ? 'books, games, merchandise' : null,
      })
    }
    optionSet.forEach((option, position) => {
      const optionUuid = random.uuid()
      options.push({
        uuid: optionUuid,
        product_uuid: uuid,
        key: option.key,
        price: Math.round((minor * option.factor * (onSale ? 0.8 : 1)) / 100) * 100,
        old_price: onSale ? Math.round((minor * option.factor) / 100) * 100 : null,
        position,
      })
      for (const language of ['ru', 'en', 'ky'] as const) {
        const title = option.title[language]
        if (title !== undefined) optionTranslations.push({ option_uuid: optionUuid, language, title })
      }
    })
    sample.props.forEach(([title, value], position) => {
      const propUuid = random.uuid()
      props.push({ uuid: propUuid, product_uuid: uuid, position })
      for (const language of ['ru', 'en', 'ky'] as const) {
        const propTitle = title[language]
        const propValue = value[language]
        if (propTitle !== undefined && propValue !== undefined) {
          propTranslations.push({ prop_uuid: propUuid, language, title: propTitle, value: propValue })
        }
      }
    })
    const pictures = 1 + random.int(0, 2)
    // A book shows its cover (its Russian title and author, as printed); games and merchandise a scene.
    const picture: DemoPicture = sample.author ? { kind: 'cover', title: sample.title.ru, author: sample.author.name.ru } : { kind: 'scene' }
    for (let position = 0; position < pictures; position += 1) {
      const imageUuid = random.uuid()
      images.push(demoImageRow(imageUuid, picture))
      entityImages.push({ entity_kind: 'products', entity_id: uuid, image_uuid: imageUuid, position })
    }
    const tag = sample.type === 'BOOK' ? 'books' : sample.type === 'GAMES' ? 'games' : 'business'
    tags.push({ entity_kind: 'products', entity_id: uuid, tag_id: demoTagId(tag) })
    seeded.push({ uuid, slug, type: sample.type })
  }
  return {
    products: seeded,
    statements: [
      ...insert('products', products),
      ...insert('product_translations', translations, 100),
      ...insert('product_options', options),
      ...insert('product_option_translations', optionTranslations),
      ...insert('product_props', props),
      ...insert('product_prop_translations', propTranslations),
      ...insert('images', images),
      ...insert('entity_images', entityImages),
      ...insert('entity_tags', tags),
    ],
  }
}

const VIDEOS = ['https://www.youtube.com/watch?v=2Xc9gXyf2G4', 'https://www.youtube.com/watch?v=ZXsQAXx_ao0', 'https://vimeo.com/76979871']

/** What a journalist, a partner or a franchisee says about the academy: not a learner's own results (nor their story). */
const DETAILS_OF: Partial<Record<ReviewEntityType, Sentence[]>> = {
  MEDIA: [DETAILS[1]!, DETAILS[4]!, DETAILS[6]!, DETAILS[7]!],
  PARTNERSHIP: [DETAILS[4]!, DETAILS[5]!, DETAILS[6]!],
  FRANCHISE: [DETAILS[4]!, DETAILS[5]!, DETAILS[6]!],
}

/** Every seventh review tells a longer story, chosen by its position (no random draw: the rest of the seed stays as it is). */
const STORY_EVERY = 7

/** An opening and two different details, and a story on every seventh: a review never says the same sentence twice. */
function reviewSentences(random: Random, entityType: ReviewEntityType, index: number): Sentence[][] {
  const opening = random.pick(OPENINGS[entityType])
  const details = DETAILS_OF[entityType] ?? DETAILS
  const first = random.int(0, details.length - 1)
  const second = (first + 1 + random.int(0, details.length - 2)) % details.length
  const personal = !(entityType in DETAILS_OF)
  const story = personal && index % STORY_EVERY === 4 ? [[STORIES[Math.floor(index / STORY_EVERY) % STORIES.length]!]] : []
  return [[opening, details[first]!], [details[second]!], ...story]
}

/** The events family seeds 60 × scale events with slugs `<programme slug>-<n>` (worker/db/seed/events-trainers.ts). */
const DEMO_EVENTS_PER_SCALE = 60

/**
 * OQ-51: reviews of an event or trainer carry its id. Event slugs become the events' uuids; a slug or trainer id
 * the events seed did not make (or a database without events, as in the API tests) leaves the review unattached.
 * The review_counts triggers follow the change.
 */
const LINK_EVENT_AND_TRAINER_REVIEWS = [
  `UPDATE reviews SET entity_id = (SELECT e.uuid FROM events e WHERE e.slug = reviews.entity_id)
   WHERE entity_type = 'EVENT';`,
  `UPDATE reviews SET entity_id = (SELECT CAST(t.id AS TEXT) FROM trainers t WHERE t.id = CAST(reviews.entity_id AS INTEGER))
   WHERE entity_type = 'TRAINER';`,
]

/**
 * 150 reviews in the demo; for benchmarks 500 per unit of scale, so that `--scale 100` makes the 50,000 reviews
 * issue 3 §4 measures.
 */
export function reviewCount(scale: number): number {
  return scale === 1 ? 150 : 500 * scale
}

/** Every `unmoderatedEvery`-th review waits for moderation (REVIEWS-05: never shown). */
const UNMODERATED_EVERY = 10

function seedReviews(random: Random, scale: number, products: SeededProduct[]): string[] {
  const reviews: Row[] = []
  const translations: Row[] = []
  const images: Row[] = []
  const entityImages: Row[] = []
  const total = reviewCount(scale)
  for (let index = 0; index < total; index += 1) {
    const entityType = REVIEW_ENTITY_TYPES[index % REVIEW_ENTITY_TYPES.length]!
    const uuid = random.uuid()
    // Every sixth review is written in English; the others in Russian. Both read translated in the other languages.
    const written: Lang = index % 6 === 5 ? 'en' : 'ru'
    const reviewer = written === 'en' ? random.pick(ENGLISH_REVIEWERS) : random.pick(REVIEWERS)
    const sentences = written === 'en' ? [[random.pick(ENGLISH_BODIES)]] : reviewSentences(random, entityType, index)
    const body = paragraphs(sentences, written, reviewer.gender)
    for (const language of LANGS) {
      if (language === written) continue
      translations.push({ review_uuid: uuid, language, client_name: reviewer.name[language], body: paragraphs(sentences, language, reviewer.gender) })
    }
    // PRODUCT reviews name a demo product; EVENT and TRAINER reviews name the events family's demo event (by slug,
    // resolved to its uuid by linkEventAndTrainerReviews) and trainer (by id).
    let entityId: string | null = null
    let eventTitle: string | null = null
    if (entityType === 'PRODUCT') entityId = products[random.int(0, products.length - 1)]!.uuid
    if (entityType === 'TRAINER') entityId = String(random.int(1, TRAINERS.length))
    if (entityType === 'EVENT') {
      const event = random.int(0, DEMO_EVENTS_PER_SCALE * scale - 1)
      const programme = PROGRAMMES[event % PROGRAMMES.length]!
      entityId = `${programme.slug}-${event + 1}`
      eventTitle = programme.title[written]
    }
    let mediaPhoto: string | null = null
    if (entityType === 'MEDIA' || index % 4 === 0) {
      mediaPhoto = random.uuid()
      images.push(demoImageRow(mediaPhoto, { kind: 'portrait', name: reviewer.name.en, gender: reviewer.gender }))
    }
    const attached = index % 5 === 2 ? random.int(1, 3) : 0
    for (let position = 0; position < attached; position += 1) {
      const imageUuid = random.uuid()
      images.push(demoImageRow(imageUuid))
      entityImages.push({ entity_kind: 'reviews', entity_id: uuid, image_uuid: imageUuid, position })
    }
    reviews.push({
      uuid,
      entity_type: entityType,
      entity_id: entityId,
      client_name: reviewer.name[written],
      client_phone: `+996 555 ${String(100000 + random.int(0, 899999)).replace(/(\d{3})(\d{3})/, '$1 $2')}`,
      media_source: entityType === 'MEDIA' ? random.pick(MEDIA_SOURCES) : null,
      media_photo_id: mediaPhoto,
      event_title: eventTitle,
      body,
      body_video: index % 8 === 3 ? random.pick(VIDEOS) : null,
      moderated: index % UNMODERATED_EVERY !== 7,
      random_key: random.int(0, 2 ** 31 - 1),
      // Reviews arrive every 5 hours back from the epoch: deterministic `created` order.
      created: new Date(SEED_EPOCH - index * 5 * HOUR).toISOString(),
      language: written,
    })
  }
  return [
    ...insert('images', images),
    ...insert('reviews', reviews, 100),
    ...insert('review_translations', translations, 100),
    ...insert('entity_images', entityImages),
    ...LINK_EVENT_AND_TRAINER_REVIEWS,
  ]
}

/** Demo content: products, reviews (issue 3). */
export function seedShopAndReviews(random: Random, options: SeedOptions): string[] {
  const { products, statements } = seedProducts(random, options.scale)
  return [...statements, ...seedReviews(random, options.scale, products)]
}
