import type { VacancyDirection } from '../../../src/model/entities/publications.ts'
import { type DemoTagSlug, demoTagId } from '../../../src/model/entities/reference.ts'
import type { SeedOptions } from './index.ts'
import type { Random } from './random.ts'
import { demoImageRow } from './reference.ts'
import { withSearchStems } from '../content-registry.ts'
import { LANGS, type Lang, perLanguage, type Text } from './languages.ts'
import { insert, type SqlValue } from './sql.ts'
import type { Gender } from './events-trainers-content.ts'

/**
 * Demo content of the publications (BE-05, issue 3): news (60, plus 200 a scale step), blog articles (40 × scale)
 * with related articles and images, partners, social activities, employees, vacancies, the franchise profile with
 * a six-item FAQ (the forms are reference data: forms.ts). Russian and English throughout,
 * Kyrgyz for part of it so the ru fallback shows. Dates are fixed: publications are not scheduled content.
 */

type Row = Record<string, SqlValue>

const DAY = 86_400_000
/** Newest publication date of the demo content; older items go back a day or two each. */
const NEWEST = Date.UTC(2026, 9, 30, 9, 0)

const CITIES: Array<Record<Lang, string>> = [
  { ru: 'Бишкеке', en: 'Bishkek', ky: 'Бишкекте' },
  { ru: 'Алматы', en: 'Almaty', ky: 'Алматыда' },
  { ru: 'Ташкенте', en: 'Tashkent', ky: 'Ташкентте' },
  { ru: 'Москве', en: 'Moscow', ky: 'Москвада' },
  { ru: 'Оше', en: 'Osh', ky: 'Ошто' },
  { ru: 'Астане', en: 'Astana', ky: 'Астанада' },
]

interface Story {
  slug: string
  tags: DemoTagSlug[]
  title: Text
  lead: Text
  body: Text
}

/** News stories; `{city}` is filled per item. Those with a Kyrgyz text show ky, the rest fall back to ru. */
const NEWS: Story[] = [
  {
    slug: 'sales-training',
    tags: ['sales', 'negotiations'],
    title: { ru: 'Тренинг по продажам в {city} собрал 300 участников', en: 'Sales training in {city} gathers 300 participants', ky: '{city} сатуу боюнча тренинг 300 катышуучуну чогултту' },
    lead: { ru: 'Два дня практики: переговоры, работа с возражениями и воронка продаж.', en: 'Two days of practice: negotiations, handling objections and the sales funnel.', ky: 'Эки күндүк практика: сүйлөшүүлөр, каршы пикирлер менен иштөө жана сатуу воронкасы.' },
    body: { ru: 'Участники разбирали реальные сделки своих компаний, а тренер показал, как выстроить переговоры так, чтобы клиент сам пришёл к решению. Следующий поток стартует через месяц.', en: 'Participants took apart real deals of their own companies, and the trainer showed how to run a negotiation so that the client reaches the decision on their own. The next group starts in a month.', ky: 'Катышуучулар өз компанияларынын чыныгы бүтүмдөрүн талдашты, ал эми тренер кардар чечимге өзү келгидей сүйлөшүүлөрдү кантип жүргүзүүнү көрсөттү. Кийинки агым бир айдан кийин башталат.' },
  },
  {
    slug: 'leadership-forum',
    tags: ['leadership', 'management'],
    title: { ru: 'Форум лидеров в {city}: как управлять командой в кризис', en: 'Leaders forum in {city}: managing a team through a crisis' },
    lead: { ru: 'Руководители обсудили удержание сотрудников и принятие решений в неопределённости.', en: 'Executives discussed keeping staff and making decisions under uncertainty.' },
    body: { ru: 'На форуме выступили владельцы бизнеса из пяти стран. Главный вывод: команда держится на ясных целях и честной обратной связи, а не на бонусах.', en: 'Business owners from five countries spoke at the forum. The main conclusion: a team holds together through clear goals and honest feedback, not bonuses.' },
  },
  {
    slug: 'financial-literacy',
    tags: ['finance', 'investments'],
    title: { ru: 'Мастер-класс по финансовой грамотности в {city}', en: 'Financial literacy master class in {city}', ky: '{city} финансылык сабаттуулук боюнча мастер-класс' },
    lead: { ru: 'Как вести семейный бюджет, закрыть долги и начать инвестировать.', en: 'How to run a family budget, pay off debts and start investing.', ky: 'Үй-бүлөлүк бюджетти кантип жүргүзүү, карызды жабуу жана инвестиция баштоо.' },
    body: { ru: 'Слушатели составили личный финансовый план на год и научились отличать инвестиции от спекуляций. Каждый получил рабочую тетрадь и доступ к записи.', en: 'Attendees drew up a personal financial plan for the year and learned to tell investment from speculation. Everyone received a workbook and access to the recording.', ky: 'Угуучулар бир жылга жеке финансылык план түзүштү жана инвестицияны алып-сатарлыктан айырмалаганды үйрөнүштү. Ар бири жумушчу дептер жана жазууга жетүү алды.' },
  },
  {
    slug: 'public-speaking',
    tags: ['public-speaking', 'communication'],
    title: { ru: 'Ораторский интенсив в {city}: выступать без страха', en: 'Public speaking intensive in {city}: speaking without fear' },
    lead: { ru: 'Три дня на сцене, видеоразбор каждого выступления.', en: 'Three days on stage, with a video review of every talk.' },
    body: { ru: 'Каждый участник выступил пять раз перед залом. Тренер разобрал голос, паузы и жесты, а финальные речи оценило жюри из журналистов.', en: 'Every participant spoke five times in front of an audience. The trainer worked on voice, pauses and gestures, and a jury of journalists judged the final speeches.' },
  },
  {
    slug: 'family-relationships',
    tags: ['family', 'psychology'],
    title: { ru: 'Семинар о семейных отношениях прошёл в {city}', en: 'Family relationships seminar held in {city}', ky: '{city} үй-бүлөлүк мамилелер боюнча семинар өттү' },
    lead: { ru: 'Психологи рассказали, как договариваться в паре и с детьми.', en: 'Psychologists explained how to reach agreement as a couple and with children.', ky: 'Психологдор жубайлар жана балдар менен кантип макулдашууну айтып беришти.' },
    body: { ru: 'Семинар собрал более 150 пар. Практические упражнения помогли услышать партнёра и спокойно обсуждать трудные темы.', en: 'The seminar brought together more than 150 couples. Practical exercises helped them hear their partner and discuss difficult subjects calmly.', ky: 'Семинарга 150дөн ашык жубай катышты. Практикалык көнүгүүлөр өнөктөшүн угууга жана оор темаларды тынч талкуулоого жардам берди.' },
  },
  {
    slug: 'startup-day',
    tags: ['startups', 'business'],
    title: { ru: 'День стартапов в {city}: 20 проектов получили наставников', en: 'Startup day in {city}: 20 projects get mentors' },
    lead: { ru: 'Предприниматели защитили идеи перед инвесторами и тренерами академии.', en: 'Entrepreneurs pitched their ideas to investors and the academy\'s trainers.' },
    body: { ru: 'Лучшие команды получили трёхмесячное сопровождение: разбор бизнес-модели, маркетинг и подготовку к первому раунду инвестиций.', en: 'The best teams received three months of support: a review of the business model, marketing and preparation for a first investment round.' },
  },
  {
    slug: 'time-management',
    tags: ['time-management', 'personal-growth'],
    title: { ru: 'Тайм-менеджмент для руководителей: новый поток в {city}', en: 'Time management for managers: a new group in {city}', ky: 'Жетекчилер үчүн убакытты башкаруу: {city} жаңы агым' },
    lead: { ru: 'Как планировать неделю, делегировать и не выгорать.', en: 'How to plan a week, delegate and avoid burnout.', ky: 'Жуманы кантип пландоо, тапшырма бөлүштүрүү жана чарчабоо.' },
    body: { ru: 'Программа рассчитана на шесть недель: участники внедряют по одному инструменту в неделю и отчитываются в группе.', en: 'The programme runs for six weeks: participants adopt one tool a week and report back to the group.', ky: 'Программа алты жумага эсептелген: катышуучулар жумасына бир куралды колдонушат жана топко отчет беришет.' },
  },
  {
    slug: 'charity-marathon',
    tags: ['charity', 'club'],
    title: { ru: 'Благотворительный марафон клуба выпускников в {city}', en: 'Alumni club charity marathon in {city}' },
    lead: { ru: 'Собранные средства направлены на оборудование для детской больницы.', en: 'The funds raised go to equipment for a children\'s hospital.' },
    body: { ru: 'В забеге участвовали выпускники, тренеры и их семьи. Академия удвоила каждый собранный сом и рубль.', en: 'Alumni, trainers and their families took part in the run. The academy doubled every som and rouble raised.' },
  },
  {
    slug: 'marketing-workshop',
    tags: ['marketing', 'business'],
    title: { ru: 'Маркетинг для малого бизнеса: практикум в {city}', en: 'Marketing for small business: a workshop in {city}', ky: 'Чакан бизнес үчүн маркетинг: {city} практикум' },
    lead: { ru: 'Участники собрали рекламную стратегию на квартал за один день.', en: 'Participants built a quarter\'s advertising strategy in a single day.', ky: 'Катышуучулар бир күндө бир кварталдык жарнама стратегиясын түзүштү.' },
    body: { ru: 'Разобрали позиционирование, работу с соцсетями и расчёт стоимости клиента. Каждая команда ушла с готовым планом запуска.', en: 'The workshop covered positioning, social media and the cost of acquiring a customer. Every team left with a ready launch plan.', ky: 'Позициялоо, социалдык тармактар менен иштөө жана кардардын наркын эсептөө талданды. Ар бир команда даяр иштетүү планы менен кетти.' },
  },
  {
    slug: 'career-day',
    tags: ['career', 'motivation'],
    title: { ru: 'День карьеры в {city}: как найти своё дело', en: 'Career day in {city}: finding your calling' },
    lead: { ru: 'Открытая встреча для студентов и тех, кто меняет профессию.', en: 'An open meeting for students and those changing careers.' },
    body: { ru: 'Тренеры провели диагностику сильных сторон и рассказали, как составить резюме, которое читают до конца.', en: 'Trainers ran a strengths assessment and explained how to write a CV that gets read to the end.' },
  },
  {
    slug: 'health-balance',
    tags: ['health', 'personal-growth'],
    title: { ru: 'Здоровье и энергия: выездной тренинг под {city}', en: 'Health and energy: an away training near {city}', ky: 'Ден соолук жана энергия: жаратылыш кучагындагы сапар тренинги' },
    lead: { ru: 'Режим, сон и спорт как основа продуктивности.', en: 'Routine, sleep and exercise as the basis of productivity.', ky: 'Күн тартиби, уйку жана спорт — натыйжалуулуктун негизи.' },
    body: { ru: 'Три дня на природе с врачом-нутрициологом и тренером по дыхательным практикам. Участники составили личный план восстановления.', en: 'Three days outdoors with a nutritionist and a breathing coach. Participants drew up a personal recovery plan.', ky: 'Нутрициолог дарыгер жана дем алуу машыктыруучусу менен жаратылышта үч күн. Катышуучулар жеке калыбына келтирүү планын түзүштү.' },
  },
  {
    slug: 'franchise-opening',
    tags: ['franchise', 'business'],
    title: { ru: 'Новое представительство академии открылось в {city}', en: 'The academy opens a new office in {city}' },
    lead: { ru: 'Партнёр по франшизе провёл первый тренинг для 80 слушателей.', en: 'A franchise partner ran its first training for 80 attendees.' },
    body: { ru: 'Теперь программы академии доступны ещё в одном городе. Расписание ближайших событий уже опубликовано.', en: 'The academy\'s programmes are now available in one more city. The schedule of upcoming events is already published.' },
  },
]

/** Blog topics × angles make the articles; a topic with a Kyrgyz text shows it. */
const ARTICLE_TOPICS: Array<{ slug: string; tags: DemoTagSlug[]; subject: Text }> = [
  { slug: 'negotiations', tags: ['negotiations', 'sales', 'trainer-aliev'], subject: { ru: 'переговоры', en: 'negotiation', ky: 'сүйлөшүүлөр' } },
  { slug: 'leadership', tags: ['leadership', 'management', 'trainer-sultanova'], subject: { ru: 'лидерство', en: 'leadership', ky: 'лидерлик' } },
  { slug: 'personal-finance', tags: ['finance', 'investments', 'trainer-petrov'], subject: { ru: 'личные финансы', en: 'personal finance' } },
  { slug: 'motivation', tags: ['motivation', 'personal-growth', 'trainer-kim'], subject: { ru: 'мотивация', en: 'motivation', ky: 'мотивация' } },
  { slug: 'parenting', tags: ['children', 'family', 'psychology'], subject: { ru: 'воспитание детей', en: 'parenting' } },
  { slug: 'public-speaking', tags: ['public-speaking', 'communication', 'trainer-nurlanov'], subject: { ru: 'публичные выступления', en: 'public speaking', ky: 'элге сүйлөө' } },
  { slug: 'time', tags: ['time-management', 'career'], subject: { ru: 'управление временем', en: 'time management' } },
  { slug: 'marketing', tags: ['marketing', 'startups', 'online'], subject: { ru: 'маркетинг', en: 'marketing', ky: 'маркетинг' } },
  { slug: 'books', tags: ['books', 'personal-growth'], subject: { ru: 'чтение деловых книг', en: 'reading business books' } },
  { slug: 'games', tags: ['games', 'business'], subject: { ru: 'бизнес-игры', en: 'business games', ky: 'бизнес-оюндар' } },
]

const ARTICLE_ANGLES: Array<{ slug: string; title: Text; lead: Text; body: Text }> = [
  {
    slug: 'mistakes',
    title: { ru: 'Пять ошибок, которые мешают: {subject}', en: 'Five mistakes that hold you back: {subject}', ky: 'Тоскоол болгон беш ката: {subject}' },
    lead: { ru: 'Разбираем частые ошибки и как их исправить уже на этой неделе.', en: 'Common mistakes and how to fix them this week.', ky: 'Көп кездешкен каталар жана аларды ушул жумада кантип оңдоо.' },
    body: { ru: 'Большинство трудностей начинается с привычек, которых мы не замечаем. Запишите, что происходит на самом деле, сравните с целью и выберите один шаг на неделю. Через месяц результат будет виден.', en: 'Most difficulties start with habits we do not notice. Write down what actually happens, compare it with your goal and pick one step for the week. In a month the result will show.', ky: 'Көпчүлүк кыйынчылыктар биз байкабаган адаттардан башталат. Чындыгында эмне болуп жатканын жазып, максатыңыз менен салыштырып, жумага бир кадам тандаңыз. Бир айдан кийин натыйжа көрүнөт.' },
  },
  {
    slug: 'first-steps',
    title: { ru: 'С чего начать: {subject} для новичков', en: 'Where to start: {subject} for beginners', ky: 'Эмнеден баштоо керек: жаңы баштагандар үчүн {subject}' },
    lead: { ru: 'Простой план на первые тридцать дней.', en: 'A simple plan for the first thirty days.', ky: 'Алгачкы отуз күнгө жөнөкөй план.' },
    body: { ru: 'Начните с короткой диагностики: где вы сейчас и куда хотите прийти. Затем выберите одну книгу, один практический инструмент и человека, который будет держать вас в тонусе.', en: 'Start with a short self-assessment: where you are now and where you want to be. Then choose one book, one practical tool and a person who will keep you on track.', ky: 'Кыска диагностикадан баштаңыз: азыр кайдасыз жана кайда жеткиңиз келет. Андан кийин бир китеп, бир практикалык курал жана сизди колдоп турчу адамды тандаңыз.' },
  },
  {
    slug: 'case-study',
    title: { ru: 'Кейс выпускника: {subject} на практике', en: 'An alumni case: {subject} in practice' },
    lead: { ru: 'История человека, который изменил подход и получил результат.', en: 'The story of someone who changed their approach and got results.' },
    body: { ru: 'Алия пришла на тренинг владелицей небольшой кофейни. Через полгода у неё три точки и команда из двенадцати человек. Она рассказывает, какие решения оказались главными.', en: 'Aliya came to the training owning a small coffee shop. Six months later she has three locations and a team of twelve. She explains which decisions mattered most.' },
  },
  {
    slug: 'tools',
    title: { ru: 'Рабочие инструменты: {subject} без лишней теории', en: 'Working tools: {subject} without the theory', ky: 'Иштеген куралдар: ашыкча теориясыз {subject}' },
    lead: { ru: 'Чек-листы и упражнения, которые используют наши тренеры.', en: 'Checklists and exercises our trainers use.', ky: 'Биздин тренерлер колдонгон чек-листтер жана көнүгүүлөр.' },
    body: { ru: 'Собрали упражнения, которые дают эффект за пятнадцать минут в день. Распечатайте чек-лист, отметьте выполненное и вернитесь к нему через неделю.', en: 'We collected exercises that work in fifteen minutes a day. Print the checklist, tick off what you have done and come back to it in a week.', ky: 'Күнүнө он беш мүнөттө натыйжа берген көнүгүүлөрдү чогулттук. Чек-листти басып чыгарып, аткарганыңызды белгилеп, бир жумадан кийин кайра кайрылыңыз.' },
  },
]

/** Rows a statement of long texts: D1 refuses statements over 100 kB. */
const TEXT_BATCH = 40

const CARD_TYPES = ['LARGE', 'SMALL', 'SMALL', 'MEDIUM'] as const

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

function html(lead: string, body: string): string {
  return `<p>${lead}</p><p>${body}</p>`
}

function iso(time: number): string {
  return new Date(time).toISOString()
}

function seoOf(language: Lang, title: string, lead: string): Row {
  return { language, title, short_description: lead, seo_title: title, seo_description: lead, seo_keywords: '' }
}

/** The storage key of a vacancy's PDF (BE-26): named after its English title, so the address and the name are stable. */
export function vacancyFileKey(title: string): string {
  return `vacancies/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`
}


function seedNews(random: Random, scale: number): { rows: Row[]; texts: Row[]; tags: Row[] } {
  const rows: Row[] = []
  const texts: Row[] = []
  const tags: Row[] = []
  const total = 60 + 200 * (scale - 1)
  let time = NEWEST
  for (let index = 0; index < total; index++) {
    const story = NEWS[index % NEWS.length]!
    const city = CITIES[Math.floor(index / NEWS.length) % CITIES.length]!
    const uuid = random.uuid()
    time -= random.int(1, 2) * DAY
    rows.push({ uuid, slug: `${story.slug}-${index + 1}`, date_publication: iso(time), seo_noindex: 0, created: iso(time) })
    for (const language of LANGS) {
      const title = story.title[language]
      if (title === undefined) continue
      const lead = story.lead[language]!
      texts.push(withSearchStems('news', {
        news_uuid: uuid,
        ...seoOf(language, fill(title, { city: city[language] }), lead),
        body: html(lead, story.body[language]!),
      }))
    }
    for (const slug of story.tags) tags.push({ entity_kind: 'news', entity_id: uuid, tag_id: demoTagId(slug) })
  }
  return { rows, texts, tags }
}

function seedArticles(random: Random, scale: number) {
  const rows: Row[] = []
  const texts: Row[] = []
  const tags: Row[] = []
  const images: Row[] = []
  const links: Row[] = []
  const relations: Row[] = []
  const perTopic = ARTICLE_TOPICS.length
  const total = 40 * scale
  let time = NEWEST - 12 * 3_600_000
  for (let index = 0; index < total; index++) {
    const topic = ARTICLE_TOPICS[index % perTopic]!
    const angle = ARTICLE_ANGLES[Math.floor(index / perTopic) % ARTICLE_ANGLES.length]!
    const uuid = random.uuid()
    const image = random.uuid()
    time -= random.int(2, 4) * DAY
    rows.push({
      uuid,
      slug: `${topic.slug}-${angle.slug}${index < perTopic * ARTICLE_ANGLES.length ? '' : `-${index + 1}`}`,
      image_id: image,
      card_type: CARD_TYPES[index % CARD_TYPES.length]!,
      date_publication: iso(time),
      seo_noindex: 0,
      created: iso(time),
    })
    images.push(demoImageRow(image))
    links.push({ entity_kind: 'articles', entity_id: uuid, image_uuid: image, position: 0 })
    for (const language of LANGS) {
      // Kyrgyz only where both the topic and the angle have it: the rest falls back to ru.
      const subject = topic.subject[language]
      const title = angle.title[language]
      if (subject === undefined || title === undefined) continue
      const lead = angle.lead[language]!
      texts.push(withSearchStems('articles', {
        article_uuid: uuid,
        ...seoOf(language, capitalise(fill(title, { subject })), lead),
        body: html(lead, angle.body[language]!),
      }))
    }
    for (const slug of topic.tags) tags.push({ entity_kind: 'articles', entity_id: uuid, tag_id: demoTagId(slug) })
  }
  // Related articles (BLOG-07): the other angles of the same topic, newest first.
  rows.forEach((row, index) => {
    const same: Row[] = []
    for (let other = index % perTopic; other < rows.length && same.length < 3; other += perTopic) {
      if (other !== index) same.push(rows[other]!)
    }
    same.forEach((other, position) => relations.push({ article_uuid: row.uuid!, related_uuid: other.uuid!, position }))
  })
  return { rows, texts, tags, images, links, relations }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const PARTNERS: Array<{ type: 'FRANCHISE' | 'PARTNER'; email: string; phone: string; title: Text; city: Text; country: Text; description: Text }> = [
  { type: 'FRANCHISE', email: 'almaty@vershina.academy', phone: '+77273500611', title: { ru: 'Вершина Алматы', en: 'Vershina Almaty', ky: 'Вершина Алматы' }, city: { ru: 'Алматы', en: 'Almaty', ky: 'Алматы' }, country: { ru: 'Казахстан', en: 'Kazakhstan', ky: 'Казакстан' }, description: { ru: '<p>Представительство академии в Алматы с 2019 года: тренинги для бизнеса и семейные программы.</p>', en: '<p>The academy\'s Almaty office since 2019: business trainings and family programmes.</p>', ky: '<p>Академиянын 2019-жылдан бери Алматыдагы өкүлчүлүгү: бизнес тренингдери жана үй-бүлөлүк программалар.</p>' } },
  { type: 'FRANCHISE', email: 'osh@vershina.academy', phone: '+996322200300', title: { ru: 'Вершина Ош', en: 'Vershina Osh', ky: 'Вершина Ош' }, city: { ru: 'Ош', en: 'Osh', ky: 'Ош' }, country: { ru: 'Кыргызстан', en: 'Kyrgyzstan', ky: 'Кыргызстан' }, description: { ru: '<p>Партнёр на юге Кыргызстана: открытые тренинги и корпоративное обучение.</p>', en: '<p>Our partner in southern Kyrgyzstan: open trainings and corporate learning.</p>', ky: '<p>Кыргызстандын түштүгүндөгү өнөктөш: ачык тренингдер жана корпоративдик окутуу.</p>' } },
  { type: 'FRANCHISE', email: 'tashkent@vershina.academy', phone: '+998712005070', title: { ru: 'Вершина Ташкент', en: 'Vershina Tashkent' }, city: { ru: 'Ташкент', en: 'Tashkent' }, country: { ru: 'Узбекистан', en: 'Uzbekistan' }, description: { ru: '<p>Франчайзи в Узбекистане: программы по продажам и лидерству на русском и узбекском языках.</p>', en: '<p>Our franchisee in Uzbekistan: sales and leadership programmes in Russian and Uzbek.</p>' } },
  { type: 'FRANCHISE', email: 'astana@vershina.academy', phone: '+77172790010', title: { ru: 'Вершина Астана', en: 'Vershina Astana' }, city: { ru: 'Астана', en: 'Astana' }, country: { ru: 'Казахстан', en: 'Kazakhstan' }, description: { ru: '<p>Команда в столице Казахстана: форумы, клуб выпускников и выездные тренинги.</p>', en: '<p>Our team in Kazakhstan\'s capital: forums, the alumni club and away trainings.</p>' } },
  { type: 'FRANCHISE', email: 'spb@vershina.academy', phone: '+78123093040', title: { ru: 'Вершина Санкт-Петербург', en: 'Vershina Saint Petersburg' }, city: { ru: 'Санкт-Петербург', en: 'Saint Petersburg' }, country: { ru: 'Россия', en: 'Russia' }, description: { ru: '<p>Представительство на северо-западе России: тренинги для предпринимателей и руководителей.</p>', en: '<p>Our office in north-west Russia: trainings for entrepreneurs and managers.</p>' } },
  { type: 'FRANCHISE', email: 'samarkand@vershina.academy', phone: '+998662330044', title: { ru: 'Вершина Самарканд', en: 'Vershina Samarkand' }, city: { ru: 'Самарканд', en: 'Samarkand' }, country: { ru: 'Узбекистан', en: 'Uzbekistan' }, description: { ru: '<p>Самый молодой партнёр академии: открыт в 2026 году.</p>', en: '<p>The academy\'s youngest partner, opened in 2026.</p>' } },
  { type: 'PARTNER', email: 'events@optimabank.kg', phone: '+996312909090', title: { ru: 'Оптима Банк', en: 'Optima Bank', ky: 'Оптима Банк' }, city: { ru: 'Бишкек', en: 'Bishkek', ky: 'Бишкек' }, country: { ru: 'Кыргызстан', en: 'Kyrgyzstan', ky: 'Кыргызстан' }, description: { ru: '<p>Банк-партнёр: рассрочка на обучение для выпускников.</p>', en: '<p>Partner bank: instalment plans for training fees.</p>', ky: '<p>Өнөктөш банк: окуу үчүн бөлүп төлөө.</p>' } },
  { type: 'PARTNER', email: 'hello@bizhub.kz', phone: '+77273111222', title: { ru: 'BizHub', en: 'BizHub' }, city: { ru: 'Алматы', en: 'Almaty' }, country: { ru: 'Казахстан', en: 'Kazakhstan' }, description: { ru: '<p>Коворкинг и площадка для наших мастер-классов.</p>', en: '<p>A coworking space and venue for our master classes.</p>' } },
  { type: 'PARTNER', email: 'press@delo.media', phone: '+74957001020', title: { ru: 'Журнал «Дело»', en: 'Delo magazine' }, city: { ru: 'Москва', en: 'Moscow' }, country: { ru: 'Россия', en: 'Russia' }, description: { ru: '<p>Информационный партнёр форумов академии.</p>', en: '<p>Media partner of the academy\'s forums.</p>' } },
  { type: 'PARTNER', email: 'team@hrpro.uz', phone: '+998712334455', title: { ru: 'HR Pro', en: 'HR Pro' }, city: { ru: 'Ташкент', en: 'Tashkent' }, country: { ru: 'Узбекистан', en: 'Uzbekistan' }, description: { ru: '<p>Кадровое агентство: помогает выпускникам с трудоустройством.</p>', en: '<p>A recruitment agency helping alumni find jobs.</p>' } },
]

const SOCIAL: Array<{ slug: string; date: string; title: Text; text: Text }> = [
  { slug: 'school-supplies', date: '2026-09-01', title: { ru: 'Школьные наборы для 500 детей', en: 'School kits for 500 children', ky: '500 балага мектеп топтомдору' }, text: { ru: 'Выпускники клуба собрали рюкзаки с принадлежностями для детей из многодетных семей Чуйской области.', en: 'Club alumni packed backpacks with supplies for children from large families in the Chuy region.', ky: 'Клубдун бүтүрүүчүлөрү Чүй облусундагы көп балалуу үй-бүлөлөрдүн балдары үчүн рюкзактарды чогултушту.' } },
  { slug: 'tree-planting', date: '2026-04-22', title: { ru: 'Посадили 2 000 деревьев в Бишкеке', en: 'Planted 2,000 trees in Bishkek', ky: 'Бишкекте 2 000 дарак отургуздук' }, text: { ru: 'Весенняя акция вместе с мэрией: новые аллеи в трёх районах города.', en: 'A spring campaign with the city hall: new avenues in three districts.', ky: 'Мэрия менен биргеликтеги жазгы акция: шаардын үч районунда жаңы аллеялар.' } },
  { slug: 'orphanage-workshops', date: '2026-03-15', title: { ru: 'Тренинги для выпускников детских домов', en: 'Trainings for young people leaving orphanages' }, text: { ru: 'Бесплатный курс по финансовой грамотности и поиску первой работы.', en: 'A free course on financial literacy and finding a first job.' } },
  { slug: 'blood-donation', date: '2026-02-10', title: { ru: 'День донора в академии', en: 'Blood donor day at the academy' }, text: { ru: 'Сотрудники и слушатели сдали 80 литров крови для республиканского центра.', en: 'Staff and students donated 80 litres of blood to the national centre.' } },
  { slug: 'winter-clothes', date: '2025-12-20', title: { ru: 'Тёплые вещи для сёл Нарына', en: 'Warm clothes for villages in Naryn', ky: 'Нарындын айылдарына жылуу кийимдер' }, text: { ru: 'Собрали и доставили более трёх тонн зимней одежды.', en: 'We collected and delivered more than three tonnes of winter clothing.', ky: 'Үч тоннадан ашык кышкы кийим чогултуп, жеткирдик.' } },
  { slug: 'library', date: '2025-11-05', title: { ru: 'Библиотека для сельской школы', en: 'A library for a village school' }, text: { ru: 'Передали 1 200 книг и оборудовали читальный зал в Иссык-Кульской области.', en: 'We donated 1,200 books and fitted out a reading room in the Issyk-Kul region.' } },
  { slug: 'mentoring', date: '2025-10-01', title: { ru: 'Наставничество для студентов', en: 'Mentoring for students' }, text: { ru: 'Двадцать предпринимателей-выпускников полгода вели студентов экономических вузов.', en: 'Twenty alumni entrepreneurs mentored economics students for six months.' } },
  { slug: 'clean-mountains', date: '2025-08-16', title: { ru: 'Чистые горы: уборка Ала-Арчи', en: 'Clean mountains: a clean-up of Ala-Archa', ky: 'Таза тоолор: Ала-Арчаны тазалоо' }, text: { ru: 'Сто волонтёров вынесли с троп более 400 мешков мусора.', en: 'A hundred volunteers carried more than 400 bags of litter off the trails.', ky: 'Жүз ыктыярчы жолдордон 400дөн ашык кап таштанды чыгарышты.' } },
  { slug: 'elderly-care', date: '2025-06-01', title: { ru: 'Помощь домам престарелых', en: 'Help for care homes' }, text: { ru: 'Ремонт комнат и концерт выпускников клуба для жителей двух домов.', en: 'Room repairs and a concert by club alumni for the residents of two homes.' } },
  { slug: 'sports-day', date: '2025-05-18', title: { ru: 'Спортивный праздник для детей', en: 'A sports day for children' }, text: { ru: 'Эстафеты, футбол и подарки для 300 детей из социальных центров.', en: 'Relays, football and presents for 300 children from social centres.' } },
  { slug: 'scholarships', date: '2025-03-01', title: { ru: 'Стипендии на обучение в академии', en: 'Scholarships at the academy' }, text: { ru: 'Пятнадцать молодых предпринимателей прошли годовую программу бесплатно.', en: 'Fifteen young entrepreneurs took the year-long programme free of charge.' } },
  { slug: 'flood-relief', date: '2024-07-12', title: { ru: 'Помощь пострадавшим от паводков', en: 'Flood relief' }, text: { ru: 'Продукты, вода и стройматериалы для семей Джалал-Абада.', en: 'Food, water and building materials for families in Jalal-Abad.' } },
]

/** Staff of the centre; `gender` for their portraits (and any verb about them). */
const EMPLOYEES: Array<{ name: Text; role: Text; gender: Gender }> = [
  { gender: 'f', name: { ru: 'Айгуль Осмонова', en: 'Aigul Osmonova', ky: 'Айгүл Осмонова' }, role: { ru: 'Генеральный директор', en: 'Chief executive', ky: 'Башкы директор' } },
  { gender: 'm', name: { ru: 'Дмитрий Соколов', en: 'Dmitry Sokolov', ky: 'Дмитрий Соколов' }, role: { ru: 'Директор по развитию', en: 'Development director', ky: 'Өнүктүрүү боюнча директор' } },
  { gender: 'f', name: { ru: 'Жанара Абдыкадырова', en: 'Zhanara Abdykadyrova', ky: 'Жанара Абдыкадырова' }, role: { ru: 'Руководитель отдела продаж', en: 'Head of sales', ky: 'Сатуу бөлүмүнүн жетекчиси' } },
  { gender: 'm', name: { ru: 'Тимур Рахимов', en: 'Timur Rakhimov', ky: 'Тимур Рахимов' }, role: { ru: 'Менеджер франчайзинга', en: 'Franchise manager', ky: 'Франчайзинг боюнча менеджер' } },
  { gender: 'f', name: { ru: 'Елена Ким', en: 'Elena Kim', ky: 'Елена Ким' }, role: { ru: 'Продюсер онлайн-курсов', en: 'Online course producer', ky: 'Онлайн-курстардын продюсери' } },
  { gender: 'm', name: { ru: 'Бакыт Жумабеков', en: 'Bakyt Zhumabekov', ky: 'Бакыт Жумабеков' }, role: { ru: 'Руководитель службы заботы о клиентах', en: 'Head of customer care', ky: 'Кардарларды тейлөө кызматынын жетекчиси' } },
  { gender: 'f', name: { ru: 'Ольга Миронова', en: 'Olga Mironova', ky: 'Ольга Миронова' }, role: { ru: 'Маркетолог', en: 'Marketing manager', ky: 'Маркетолог' } },
  { gender: 'm', name: { ru: 'Нурлан Асанов', en: 'Nurlan Asanov', ky: 'Нурлан Асанов' }, role: { ru: 'Организатор мероприятий', en: 'Event organiser', ky: 'Иш-чараларды уюштуруучу' } },
  { gender: 'f', name: { ru: 'Камила Юсупова', en: 'Kamila Yusupova', ky: 'Камила Юсупова' }, role: { ru: 'HR-менеджер', en: 'HR manager', ky: 'HR-менеджер' } },
  { gender: 'm', name: { ru: 'Сергей Волков', en: 'Sergey Volkov', ky: 'Сергей Волков' }, role: { ru: 'Технический директор', en: 'Chief technology officer', ky: 'Техникалык директор' } },
  { gender: 'f', name: { ru: 'Асель Токтогулова', en: 'Asel Toktogulova', ky: 'Асель Токтогулова' }, role: { ru: 'Главный бухгалтер', en: 'Chief accountant', ky: 'Башкы бухгалтер' } },
  { gender: 'm', name: { ru: 'Арман Сейткали', en: 'Arman Seitkali', ky: 'Арман Сейткали' }, role: { ru: 'Менеджер офиса в Алматы', en: 'Almaty office manager', ky: 'Алматыдагы кеңсенин менеджери' } },
  { gender: 'f', name: { ru: 'Малика Каримова', en: 'Malika Karimova', ky: 'Малика Каримова' }, role: { ru: 'Менеджер офиса в Ташкенте', en: 'Tashkent office manager', ky: 'Ташкенттеги кеңсенин менеджери' } },
  { gender: 'm', name: { ru: 'Игорь Белов', en: 'Igor Belov', ky: 'Игорь Белов' }, role: { ru: 'Видеопродюсер', en: 'Video producer', ky: 'Видеопродюсер' } },
]

export const VACANCIES: Array<{ direction: VacancyDirection; from: number | null; to: number | null; currency: 'KGS' | 'USD' | 'KZT' | 'RUB' | 'UZS'; file: boolean; title: Text; lead: Text; description: Text }> = [
  { direction: 'SALES', from: 6_000_000, to: 12_000_000, currency: 'KGS', file: true, title: { ru: 'Менеджер по продажам тренингов', en: 'Training sales manager', ky: 'Тренингдерди сатуу боюнча менеджер' }, lead: { ru: 'Звонки и встречи с клиентами, продажа программ академии.', en: 'Calls and meetings with clients, selling the academy\'s programmes.', ky: 'Кардарлар менен чалуулар жана жолугушуулар, академиянын программаларын сатуу.' }, description: { ru: '<p>Ищем энергичного менеджера с опытом продаж от года. Вы будете вести клиентов от первого звонка до оплаты участия, готовить коммерческие предложения для компаний и помогать команде мероприятий на тренингах и форумах.</p><ul><li>Работа с входящими заявками</li><li>Оклад и процент от продаж</li><li>Бесплатное обучение на всех тренингах</li></ul>', en: '<p>We are looking for an energetic manager with at least a year of sales experience. You will take clients from the first call to payment, prepare proposals for companies and help the events team at trainings and forums.</p><ul><li>Handling incoming leads</li><li>Salary plus commission</li><li>Free access to all trainings</li></ul>', ky: '<p>Бир жылдан ашык сатуу тажрыйбасы бар жигердүү менеджер издейбиз.</p><ul><li>Келген өтүнмөлөр менен иштөө</li><li>Айлык жана сатуудан пайыз</li><li>Бардык тренингдерде акысыз окуу</li></ul>' } },
  { direction: 'ADMINISTRATION', from: 4_500_000, to: null, currency: 'KGS', file: false, title: { ru: 'Офис-менеджер', en: 'Office manager' }, lead: { ru: 'Порядок в офисе, встреча гостей, документооборот.', en: 'Keeping the office running, welcoming guests, paperwork.' }, description: { ru: '<p>Полный день в офисе в Бишкеке. Важны аккуратность и дружелюбие.</p>', en: '<p>Full time at the Bishkek office. Care and friendliness matter.</p>' } },
  { direction: 'IT', from: 150_000, to: 300_000, currency: 'USD', file: true, title: { ru: 'Frontend-разработчик (React)', en: 'Frontend developer (React)', ky: 'Frontend-иштеп чыгуучу (React)' }, lead: { ru: 'Развитие сайта и личного кабинета академии.', en: 'Building the academy\'s website and customer account.', ky: 'Академиянын сайтын жана жеке кабинетин өнүктүрүү.' }, description: { ru: '<p>React, TypeScript, SSR. Удалённо или в офисе.</p>', en: '<p>React, TypeScript, SSR. Remote or in the office.</p>', ky: '<p>React, TypeScript, SSR. Алыстан же кеңседе.</p>' } },
  { direction: 'TECH', from: 7_000_000, to: 9_000_000, currency: 'KGS', file: false, title: { ru: 'Звукорежиссёр мероприятий', en: 'Event sound engineer' }, lead: { ru: 'Звук и свет на тренингах и форумах.', en: 'Sound and lighting at trainings and forums.' }, description: { ru: '<p>Опыт работы с концертным оборудованием, готовность к командировкам.</p>', en: '<p>Experience with live sound equipment; willing to travel.</p>' } },
  { direction: 'PROJECTS', from: 45_000_000, to: 70_000_000, currency: 'KZT', file: true, title: { ru: 'Руководитель проектов', en: 'Project manager' }, lead: { ru: 'Запуск форумов и выездных программ в Казахстане.', en: 'Launching forums and away programmes in Kazakhstan.' }, description: { ru: '<p>Бюджеты, подрядчики, сроки. Офис в Алматы.</p>', en: '<p>Budgets, contractors, deadlines. Office in Almaty.</p>' } },
  { direction: 'COMMERCE', from: 12_000_000, to: 18_000_000, currency: 'RUB', file: false, title: { ru: 'Коммерческий директор', en: 'Commercial director' }, lead: { ru: 'Стратегия продаж и партнёрств в России.', en: 'Sales and partnership strategy in Russia.' }, description: { ru: '<p>Опыт управления отделом продаж от 3 лет.</p>', en: '<p>At least three years running a sales department.</p>' } },
  { direction: 'OUTSOURCE', from: null, to: 80_000_000, currency: 'UZS', file: false, title: { ru: 'Внештатный фотограф', en: 'Freelance photographer' }, lead: { ru: 'Съёмка мероприятий в Ташкенте.', en: 'Photographing events in Tashkent.' }, description: { ru: '<p>Оплата за съёмочный день, своё оборудование.</p>', en: '<p>Paid per shooting day; own equipment.</p>' } },
  { direction: 'SALES', from: 800_000_000, to: 1_200_000_000, currency: 'UZS', file: false, title: { ru: 'Менеджер по работе с партнёрами', en: 'Partner account manager' }, lead: { ru: 'Сопровождение франчайзи в Узбекистане.', en: 'Supporting franchisees in Uzbekistan.' }, description: { ru: '<p>Регулярные визиты к партнёрам и отчётность.</p>', en: '<p>Regular partner visits and reporting.</p>' } },
  { direction: 'IT', from: 200_000, to: null, currency: 'USD', file: false, title: { ru: 'Backend-разработчик', en: 'Backend developer' }, lead: { ru: 'API, платежи и интеграции академии.', en: 'The academy\'s API, payments and integrations.' }, description: { ru: '<p>TypeScript, SQL, Cloudflare Workers будут плюсом.</p>', en: '<p>TypeScript and SQL; Cloudflare Workers a plus.</p>' } },
  { direction: 'ADMINISTRATION', from: 5_000_000, to: 6_500_000, currency: 'KGS', file: false, title: { ru: 'Ассистент руководителя', en: 'Executive assistant', ky: 'Жетекчинин жардамчысы' }, lead: { ru: 'Календарь, поездки и поручения директора.', en: 'Calendar, travel and errands for the director.', ky: 'Директордун календары, сапарлары жана тапшырмалары.' }, description: { ru: '<p>Грамотная речь, английский на разговорном уровне.</p>', en: '<p>Good writing; conversational English.</p>', ky: '<p>Сабаттуу сүйлөө, англис тили сүйлөшүү деңгээлинде.</p>' } },
]

const FAQ: Array<{ question: Text; answer: Text }> = [
  { question: { ru: 'Сколько стоит открыть представительство?', en: 'How much does it cost to open an office?', ky: 'Өкүлчүлүк ачуу канча турат?' }, answer: { ru: 'Паушальный взнос зависит от города; вместе с запуском первых мероприятий вложения начинаются от 15 000 долларов.', en: 'The entry fee depends on the city; together with the first events the investment starts at 15,000 dollars.', ky: 'Кирүү төлөмү шаарга жараша болот; алгачкы иш-чаралар менен бирге салым 15 000 доллардан башталат.' } },
  { question: { ru: 'Когда окупаются вложения?', en: 'When does the investment pay back?', ky: 'Салым качан актала баштайт?' }, answer: { ru: 'Обычно за 6–12 месяцев: первый тренинг можно провести уже через 20 дней после подписания договора.', en: 'Usually within 6–12 months: the first training can run 20 days after signing.', ky: 'Адатта 6–12 айдын ичинде: биринчи тренингди келишимге кол койгондон 20 күндөн кийин өткөрүүгө болот.' } },
  { question: { ru: 'Нужен ли опыт в обучении?', en: 'Do I need experience in training?', ky: 'Окутуу тажрыйбасы керекпи?' }, answer: { ru: 'Нет. Мы обучаем команду партнёра продажам, организации мероприятий и работе с тренерами.', en: 'No. We train the partner\'s team in sales, event organisation and working with trainers.', ky: 'Жок. Биз өнөктөштүн командасын сатууга, иш-чараларды уюштурууга жана тренерлер менен иштөөгө үйрөтөбүз.' } },
  { question: { ru: 'Какую поддержку даёт академия?', en: 'What support does the academy give?', ky: 'Академия кандай колдоо көрсөтөт?' }, answer: { ru: 'Тренеры, программы, маркетинговые материалы, сайт, CRM и персональный менеджер.', en: 'Trainers, programmes, marketing materials, the website, a CRM and a personal manager.', ky: 'Тренерлер, программалар, маркетинг материалдары, сайт, CRM жана жеке менеджер.' } },
  { question: { ru: 'Можно ли открыть франшизу в другой стране?', en: 'Can I open a franchise in another country?', ky: 'Франшизаны башка өлкөдө ачса болобу?' }, answer: { ru: 'Да, у нас 32 центра в 11 странах, и мы рассматриваем новые города по заявке.', en: 'Yes: we have 32 centres in 11 countries and consider new cities on request.', ky: 'Ооба, биздин 11 өлкөдө 32 борборубуз бар, жаңы шаарларды өтүнмө боюнча карайбыз.' } },
  { question: { ru: 'Как подать заявку?', en: 'How do I apply?', ky: 'Өтүнмөнү кантип берүү керек?' }, answer: { ru: 'Оставьте телефон в форме на этой странице — менеджер позвонит в течение рабочего дня.', en: 'Leave your phone number in the form on this page and a manager will call within a working day.', ky: 'Ушул барактагы формага телефонуңузду калтырыңыз — менеджер жумушчу күндүн ичинде чалат.' } },
]

export function seedPublications(random: Random, options: SeedOptions): string[] {
  const scale = Math.max(1, Math.floor(options.scale))
  const news = seedNews(random, scale)
  const articles = seedArticles(random, scale)

  const images: Row[] = [...articles.images]
  const imageLinks: Row[] = [...articles.links]

  const partners: Row[] = []
  const partnerTexts: Row[] = []
  PARTNERS.forEach((partner, index) => {
    const id = index + 1
    const image = random.uuid()
    images.push(demoImageRow(image, { kind: 'logo', name: partner.title.en }))
    imageLinks.push({ entity_kind: 'partners', entity_id: String(id), image_uuid: image, position: 0 })
    partners.push({ id, type: partner.type, image_id: image, email: partner.email, phone_number: partner.phone, created: iso(Date.UTC(2019, 2, 1) + index * 97 * DAY) })
    partnerTexts.push(
      ...perLanguage(partner.title, (language) => ({
        partner_id: id,
        language,
        title: partner.title[language]!,
        description: partner.description[language] ?? partner.description.ru,
        country: partner.country[language] ?? partner.country.ru,
        city: partner.city[language] ?? partner.city.ru,
      })),
    )
  })

  const activities: Row[] = []
  const activityTexts: Row[] = []
  for (const activity of SOCIAL) {
    const uuid = random.uuid()
    activities.push({ uuid, slug: activity.slug, date_completion: activity.date, created: `${activity.date}T12:00:00.000Z` })
    activityTexts.push(
      ...perLanguage(activity.title, (language) => ({
        activity_uuid: uuid,
        language,
        title: activity.title[language]!,
        short_description: activity.text[language] ?? activity.text.ru,
      })),
    )
  }

  const employees: Row[] = []
  const employeeTexts: Row[] = []
  EMPLOYEES.forEach((employee, index) => {
    const id = index + 1
    // Two employees have no photo: the page shows the name alone (EMPLOYEES-01).
    const image = index % 7 === 6 ? null : random.uuid()
    if (image) {
      images.push(demoImageRow(image, { kind: 'portrait', name: employee.name.en, gender: employee.gender }))
      imageLinks.push({ entity_kind: 'employees', entity_id: String(id), image_uuid: image, position: 0 })
    }
    employees.push({ id, image_id: image, position: index })
    employeeTexts.push(
      ...perLanguage(employee.name, (language) => ({
        employee_id: id,
        language,
        full_name: employee.name[language]!,
        description: employee.role[language] ?? employee.role.ru,
      })),
    )
  })

  const vacancies: Row[] = []
  const vacancyTexts: Row[] = []
  VACANCIES.forEach((vacancy, index) => {
    const uuid = random.uuid()
    vacancies.push({
      uuid,
      direction: vacancy.direction,
      salary_from: vacancy.from,
      salary_to: vacancy.to,
      currency: vacancy.currency,
      file: vacancy.file ? `/media/${vacancyFileKey(vacancy.title.en)}` : null,
      created: iso(NEWEST - index * 6 * DAY),
    })
    vacancyTexts.push(
      ...perLanguage(vacancy.title, (language) => ({
        vacancy_uuid: uuid,
        language,
        title: vacancy.title[language]!,
        short_description: vacancy.lead[language] ?? vacancy.lead.ru,
        description: vacancy.description[language] ?? vacancy.description.ru,
      })),
    )
  })

  const faq = FAQ.map((_, index) => ({ id: index + 1, position: index }))
  const faqTexts = FAQ.flatMap((item, index) =>
    perLanguage(item.question, (language) => ({
      faq_id: index + 1,
      language,
      question: item.question[language]!,
      answer: item.answer[language] ?? item.answer.ru,
    })),
  )
  const figures = [
    { profile: 'franchise', key: 'employees_count', language: 'ru', value: '120' },
    { profile: 'franchise', key: 'events_count', language: 'ru', value: '1500' },
  ]

  // Tags come from the reference seed (ids 1…N in DEMO_TAG_SLUGS order), which runs first.
  return [
    ...insert('images', images),
    ...insert('news', news.rows),
    ...insert('news_translations', news.texts, TEXT_BATCH),
    ...insert('articles', articles.rows),
    ...insert('article_translations', articles.texts, TEXT_BATCH),
    ...insert('article_relations', articles.relations),
    ...insert('entity_tags', [...news.tags, ...articles.tags]),
    ...insert('partners', partners),
    ...insert('partner_translations', partnerTexts, TEXT_BATCH),
    ...insert('entity_images', imageLinks),
    ...insert('social_activities', activities),
    ...insert('social_activity_translations', activityTexts),
    ...insert('employees', employees),
    ...insert('employee_translations', employeeTexts),
    ...insert('vacancies', vacancies),
    ...insert('vacancy_translations', vacancyTexts, TEXT_BATCH),
    ...insert('franchise_faq', faq),
    ...insert('franchise_faq_translations', faqTexts, TEXT_BATCH),
    ...insert('site_profile_data', figures),
  ]
}
