/**
 * The words of the events/trainers/online-courses demo content (BE-05): trainers, event programmes and courses of
 * a personal-development and business training centre, in ru and en, with ky for part so the fallback shows.
 */
import type { EventFormat, EventTheme, EventType } from '../../../src/model/events.ts'

export type Texts = { ru: string; en: string; ky?: string }

/** Grammatical gender of a person: the verbs of their texts agree with it, and their portrait follows it. */
export type Gender = 'f' | 'm'

export interface TrainerContent {
  slug: string
  gender: Gender
  name: Texts
  direction: Texts
  /** What the trainer teaches, as a phrase ("продажам и переговорам"). */
  focus: Texts
  years: number
  clients: number
  education: Texts
  /** A case in one sentence. */
  case: Texts
  proudOf?: Texts
  social: Record<string, string>
  /** TRAINER-13: the reference seed's tag named after the trainer. */
  blogTag?: string
  tags: string[]
}

export const TRAINERS: TrainerContent[] = [
  {
    slug: 'timur-aliev',
    gender: 'm',
    name: { ru: 'Тимур Алиев', en: 'Timur Aliev', ky: 'Тимур Алиев' },
    direction: { ru: 'Бизнес-тренер, предприниматель', en: 'Business trainer and entrepreneur', ky: 'Бизнес-тренер, ишкер' },
    focus: { ru: 'лидерству и системному бизнесу', en: 'leadership and systematic business', ky: 'лидерликке жана системалуу бизнеске' },
    years: 18,
    clients: 42000,
    education: {
      ru: 'Кыргызский национальный университет, экономика; MBA Московской школы управления «Сколково»; сертифицированный коуч ICF (PCC).',
      en: 'Kyrgyz National University, economics; MBA, Moscow School of Management SKOLKOVO; ICF certified coach (PCC).',
      ky: 'Кыргыз улуттук университети, экономика; «Сколково» Москва башкаруу мектебинин MBA; ICF тастыктаган коуч (PCC).',
    },
    case: {
      ru: 'Вывел сеть из 3 кофеен в Бишкеке на 27 точек в трёх странах за пять лет без внешних инвестиций.',
      en: 'Grew a chain of 3 coffee shops in Bishkek to 27 outlets in three countries in five years without outside investment.',
      ky: 'Бишкектеги 3 кофеканадан турган тармакты беш жылда сырттан инвестициясыз үч өлкөдөгү 27 түйүнгө чейин өстүргөн.',
    },
    proudOf: {
      ru: 'Более 300 выпускников годовой программы открыли собственный бизнес.',
      en: 'More than 300 graduates of the year programme have started their own businesses.',
      ky: 'Жылдык программанын 300дөн ашык бүтүрүүчүсү өз бизнесин ачкан.',
    },
    social: {
      instagram: 'https://www.instagram.com/timur.aliev.coach',
      telegram: 'https://t.me/timur_aliev_coach',
      youtube: 'https://www.youtube.com/@timuraliev',
      facebook: 'https://www.facebook.com/timur.aliev.coach',
    },
    blogTag: 'trainer-aliev',
    tags: ['leadership', 'business', 'management'],
  },
  {
    slug: 'aigul-sultanova',
    gender: 'f',
    name: { ru: 'Айгуль Султанова', en: 'Aigul Sultanova', ky: 'Айгүл Султанова' },
    direction: { ru: 'Психолог, семейный терапевт', en: 'Psychologist and family therapist', ky: 'Психолог, үй-бүлөлүк терапевт' },
    focus: { ru: 'отношениям и эмоциональному интеллекту', en: 'relationships and emotional intelligence', ky: 'мамилелерге жана эмоционалдык интеллектке' },
    years: 14,
    clients: 9000,
    education: {
      ru: 'Казахский национальный университет им. аль-Фараби, психология; Институт системной семейной терапии.',
      en: 'Al-Farabi Kazakh National University, psychology; Institute of Systemic Family Therapy.',
      ky: 'Аль-Фараби атындагы Казак улуттук университети, психология; Системалуу үй-бүлөлүк терапия институту.',
    },
    case: {
      ru: 'Её программа «Гармония в семье» помогла 1200 парам пройти кризис без развода.',
      en: 'Her Family Harmony programme has helped 1,200 couples through a crisis without divorce.',
      ky: 'Анын «Үй-бүлөдөгү гармония» программасы 1200 жубайга ажырашпай кризистен чыгууга жардам берген.',
    },
    social: { instagram: 'https://www.instagram.com/aigul.sultanova.psy', telegram: 'https://t.me/sultanova_psy' },
    blogTag: 'trainer-sultanova',
    tags: ['psychology', 'family'],
  },
  {
    slug: 'sergey-petrov',
    gender: 'm',
    name: { ru: 'Сергей Петров', en: 'Sergey Petrov', ky: 'Сергей Петров' },
    direction: { ru: 'Эксперт по продажам и переговорам', en: 'Sales and negotiation expert', ky: 'Сатуу жана сүйлөшүү боюнча эксперт' },
    focus: { ru: 'продажам и переговорам', en: 'sales and negotiation', ky: 'сатууга жана сүйлөшүүгө' },
    years: 16,
    clients: 15000,
    education: {
      ru: 'Санкт-Петербургский государственный университет, факультет менеджмента; программа Harvard Negotiation Project.',
      en: 'Saint Petersburg State University, Graduate School of Management; Harvard Negotiation Project programme.',
    },
    case: {
      ru: 'Перестроил отдел продаж дистрибьютора стройматериалов: выручка выросла на 64 % за год.',
      en: 'Rebuilt the sales team of a building-materials distributor: revenue grew 64% in a year.',
      ky: 'Курулуш материалдарынын дистрибьюторунун сатуу бөлүмүн кайра курган: бир жылда түшүм 64 %га өстү.',
    },
    proudOf: {
      ru: 'Обучил переговорам команды 40 банков и телеком-компаний.',
      en: 'Has trained negotiation teams at 40 banks and telecom companies.',
    },
    social: { telegram: 'https://t.me/petrov_sales', youtube: 'https://www.youtube.com/@petrovsales', vk: 'https://vk.com/petrov.sales' },
    blogTag: 'trainer-petrov',
    tags: ['sales', 'negotiations'],
  },
  {
    slug: 'dmitry-kim',
    gender: 'm',
    name: { ru: 'Дмитрий Ким', en: 'Dmitry Kim', ky: 'Дмитрий Ким' },
    direction: { ru: 'Финансовый консультант, инвестор', en: 'Financial adviser and investor', ky: 'Каржы кеңешчиси, инвестор' },
    focus: { ru: 'личным финансам и инвестициям', en: 'personal finance and investing', ky: 'жеке каржыга жана инвестицияга' },
    years: 12,
    clients: 7000,
    education: {
      ru: 'Ташкентский государственный экономический университет; CFA Charterholder.',
      en: 'Tashkent State University of Economics; CFA Charterholder.',
      ky: 'Ташкент мамлекеттик экономикалык университети; CFA Charterholder.',
    },
    case: {
      ru: 'Составил план погашения долгов для 2000 семей; средний срок выхода из долгов — 14 месяцев.',
      en: 'Built debt repayment plans for 2,000 families; the average time to become debt-free is 14 months.',
      ky: '2000 үй-бүлө үчүн карызды төлөө планын түзгөн; карыздан чыгуунун орточо мөөнөтү — 14 ай.',
    },
    social: { instagram: 'https://www.instagram.com/dmitry.kim.finance', telegram: 'https://t.me/kim_finance' },
    blogTag: 'trainer-kim',
    tags: ['finance', 'investments'],
  },
  {
    slug: 'nurlan-nurlanov',
    gender: 'm',
    name: { ru: 'Нурлан Нурланов', en: 'Nurlan Nurlanov', ky: 'Нурлан Нурланов' },
    direction: { ru: 'Спикер, тренер ораторского мастерства', en: 'Speaker and public-speaking coach', ky: 'Спикер, чечендик өнөр боюнча тренер' },
    focus: { ru: 'публичным выступлениям', en: 'public speaking', ky: 'коомчулук алдында сүйлөөгө' },
    years: 10,
    clients: 11000,
    education: {
      ru: 'Кыргызско-Российский Славянский университет, журналистика; школа Toastmasters International.',
      en: 'Kyrgyz-Russian Slavic University, journalism; Toastmasters International.',
      ky: 'Кыргыз-Россия Славян университети, журналистика; Toastmasters International мектеби.',
    },
    case: {
      ru: 'Подготовил 150 спикеров к выступлениям на TEDx и отраслевых конференциях.',
      en: 'Prepared 150 speakers for TEDx and industry conference talks.',
      ky: 'TEDx жана тармактык конференцияларда сүйлөө үчүн 150 спикерди даярдаган.',
    },
    social: { instagram: 'https://www.instagram.com/nurlan.speaker', youtube: 'https://www.youtube.com/@nurlanspeaker' },
    blogTag: 'trainer-nurlanov',
    tags: ['public-speaking', 'communication'],
  },
  {
    slug: 'elena-volkova',
    gender: 'f',
    name: { ru: 'Елена Волкова', en: 'Elena Volkova', ky: 'Елена Волкова' },
    direction: { ru: 'HR-директор, эксперт по командам', en: 'HR director and team expert', ky: 'HR-директор, командалар боюнча эксперт' },
    focus: { ru: 'найму и развитию команд', en: 'hiring and team development', ky: 'жумушка алууга жана команданы өнүктүрүүгө' },
    years: 15,
    clients: 5000,
    education: {
      ru: 'Высшая школа экономики, управление персоналом; сертификация SHRM-SCP.',
      en: 'Higher School of Economics, human resources; SHRM-SCP certification.',
    },
    case: {
      ru: 'Снизила текучесть кадров в розничной сети с 48 % до 19 % за полтора года.',
      en: 'Cut staff turnover at a retail chain from 48% to 19% in eighteen months.',
      ky: 'Соода түйүнүндөгү кадрлардын алмашуусун бир жарым жылда 48 %дан 19 %га чейин азайткан.',
    },
    social: { telegram: 'https://t.me/volkova_hr' },
    tags: ['management', 'career'],
  },
  {
    slug: 'azamat-dzhaparov',
    gender: 'm',
    name: { ru: 'Азамат Джапаров', en: 'Azamat Dzhaparov', ky: 'Азамат Жапаров' },
    direction: { ru: 'Маркетолог, основатель агентства', en: 'Marketer and agency founder', ky: 'Маркетолог, агенттиктин негиздөөчүсү' },
    focus: { ru: 'маркетингу и продвижению', en: 'marketing and promotion', ky: 'маркетингге жана илгерилетүүгө' },
    years: 11,
    clients: 3000,
    education: {
      ru: 'Американский университет в Центральной Азии, бизнес-администрирование.',
      en: 'American University of Central Asia, business administration.',
    },
    case: {
      ru: 'Запустил 200 рекламных кампаний для малого бизнеса со средней окупаемостью 4,2.',
      en: 'Ran 200 ad campaigns for small businesses with an average return of 4.2 times the spend.',
      ky: 'Чакан бизнес үчүн 200 жарнамалык кампания жүргүзгөн, орточо кайтарым — чыгымдын 4,2 эсеси.',
    },
    social: { instagram: 'https://www.instagram.com/azamat.marketing' },
    tags: ['marketing', 'startups'],
  },
  {
    slug: 'marina-lebedeva',
    gender: 'f',
    name: { ru: 'Марина Лебедева', en: 'Marina Lebedeva', ky: 'Марина Лебедева' },
    direction: { ru: 'Коуч по продуктивности', en: 'Productivity coach', ky: 'Натыйжалуулук боюнча коуч' },
    focus: { ru: 'тайм-менеджменту и продуктивности', en: 'time management and productivity', ky: 'убакытты башкарууга жана натыйжалуулукка' },
    years: 9,
    clients: 6000,
    education: { ru: 'МГУ им. Ломоносова, психология; сертифицированный коуч ICF (ACC).', en: 'Lomonosov Moscow State University, psychology; ICF certified coach (ACC).' },
    case: {
      ru: 'Помогла команде IT-компании сократить число совещаний вдвое без потери результата.',
      en: 'Helped an IT company halve its meetings with no loss of results.',
      ky: 'IT-компаниянын командасына натыйжаны жоготпой жыйналыштарды эки эсе азайтууга жардам берген.',
    },
    social: { telegram: 'https://t.me/lebedeva_focus', vk: 'https://vk.com/lebedeva.focus' },
    tags: ['time-management', 'motivation'],
  },
  {
    slug: 'bakyt-osmonov',
    gender: 'm',
    name: { ru: 'Бакыт Осмонов', en: 'Bakyt Osmonov', ky: 'Бакыт Осмонов' },
    direction: { ru: 'Предприниматель, ментор стартапов', en: 'Entrepreneur and startup mentor', ky: 'Ишкер, стартаптардын насаатчысы' },
    focus: { ru: 'запуску и масштабированию бизнеса', en: 'launching and scaling businesses', ky: 'бизнести баштоого жана масштабдоого' },
    years: 13,
    clients: 2500,
    education: { ru: 'Кыргызский государственный технический университет; акселератор Y Combinator Startup School.', en: 'Kyrgyz State Technical University; Y Combinator Startup School.' },
    case: {
      ru: 'Как ментор сопровождал 35 стартапов, восемь из них привлекли инвестиции.',
      en: 'Mentored 35 startups, eight of which raised investment.',
      ky: 'Насаатчы катары 35 стартапты коштогон, алардын сегизи инвестиция тартты.',
    },
    social: { telegram: 'https://t.me/osmonov_startups' },
    tags: ['startups', 'business'],
  },
  {
    slug: 'olga-kuznetsova',
    gender: 'f',
    name: { ru: 'Ольга Кузнецова', en: 'Olga Kuznetsova', ky: 'Ольга Кузнецова' },
    direction: { ru: 'Врач, эксперт по здоровому образу жизни', en: 'Physician and healthy-living expert', ky: 'Дарыгер, сергек жашоо боюнча эксперт' },
    focus: { ru: 'энергии и здоровью', en: 'energy and health', ky: 'энергияга жана ден соолукка' },
    years: 20,
    clients: 8000,
    education: { ru: 'Первый МГМУ им. Сеченова, лечебное дело.', en: 'Sechenov First Moscow State Medical University, general medicine.' },
    case: {
      ru: 'Разработала программу восстановления для руководителей, которую прошли 900 человек.',
      en: 'Designed a recovery programme for executives that 900 people have completed.',
      ky: 'Жетекчилер үчүн калыбына келтирүү программасын иштеп чыккан, аны 900 адам өттү.',
    },
    social: { instagram: 'https://www.instagram.com/dr.kuznetsova' },
    tags: ['health'],
  },
  {
    slug: 'rustam-karimov',
    gender: 'm',
    name: { ru: 'Рустам Каримов', en: 'Rustam Karimov', ky: 'Рустам Каримов' },
    direction: { ru: 'Эксперт по управлению и процессам', en: 'Management and process expert', ky: 'Башкаруу жана процесстер боюнча эксперт' },
    focus: { ru: 'системному управлению', en: 'systematic management', ky: 'системалуу башкарууга' },
    years: 17,
    clients: 4000,
    education: { ru: 'Национальный университет Узбекистана; сертификация Lean Six Sigma Black Belt.', en: 'National University of Uzbekistan; Lean Six Sigma Black Belt.' },
    case: {
      ru: 'Описал и автоматизировал процессы производственной компании: срок выполнения заказа сократился с 21 до 9 дней.',
      en: 'Mapped and automated a manufacturer\'s processes: order lead time fell from 21 to 9 days.',
      ky: 'Өндүрүш компаниясынын процесстерин сүрөттөп, автоматташтырган: буйрутманы аткаруу мөөнөтү 21 күндөн 9 күнгө кыскарды.',
    },
    social: { telegram: 'https://t.me/karimov_systems' },
    tags: ['management', 'business'],
  },
  {
    slug: 'dinara-akhmetova',
    gender: 'f',
    name: { ru: 'Динара Ахметова', en: 'Dinara Akhmetova', ky: 'Динара Ахметова' },
    direction: { ru: 'Детский психолог, педагог', en: 'Child psychologist and educator', ky: 'Балдар психологу, педагог' },
    focus: { ru: 'воспитанию и развитию детей', en: 'raising and developing children', ky: 'балдарды тарбиялоого жана өнүктүрүүгө' },
    years: 12,
    clients: 6500,
    education: { ru: 'Евразийский национальный университет им. Гумилёва, педагогика и психология.', en: 'Gumilyov Eurasian National University, education and psychology.' },
    case: {
      ru: 'Ведёт летние лагеря лидерства, через которые прошли 1500 подростков.',
      en: 'Runs summer leadership camps that 1,500 teenagers have attended.',
      ky: 'Жайкы лидерлик лагерлерин өткөрөт, алардан 1500 өспүрүм өттү.',
    },
    social: { instagram: 'https://www.instagram.com/dinara.kids' },
    tags: ['children', 'family'],
  },
]

/** OQ-11: the special blocks of the trainer that has every one of them (TRAINER-11…14). */
export const SPECIAL_TRAINER = {
  slug: 'timur-aliev',
  socialBlog: 'https://t.me/timur_aliev_blog',
  specialization: {
    ru: ['Стратегия и рост бизнеса', 'Лидерство и управление командой', 'Масштабирование и франчайзинг', 'Личная эффективность руководителя'],
    en: ['Business strategy and growth', 'Leadership and team management', 'Scaling and franchising', 'Personal effectiveness of a leader'],
    ky: ['Бизнестин стратегиясы жана өсүшү', 'Лидерлик жана команданы башкаруу', 'Масштабдоо жана франчайзинг', 'Жетекчинин жеке натыйжалуулугу'],
  },
  faqVideos: [
    { ru: 'С чего начать свой бизнес?', en: 'Where do I start my business?', id: 'aL1ev0Start1' },
    { ru: 'Как найти первых клиентов', en: 'How to find your first customers', id: 'aL1ev0Clnt02' },
    { ru: 'Когда нанимать первого сотрудника', en: 'When to hire your first employee', id: 'aL1ev0Hire03' },
    { ru: 'Как делегировать и не терять контроль', en: 'How to delegate without losing control', id: 'aL1ev0Dlgt04' },
    { ru: 'Где взять деньги на развитие', en: 'Where to find money for growth', id: 'aL1ev0Fund05' },
    { ru: 'Франшиза или свой бренд?', en: 'Franchise or your own brand?', id: 'aL1ev0Frch06' },
    { ru: 'Как не выгореть руководителю', en: 'How a leader avoids burnout', id: 'aL1ev0Burn07' },
    { ru: 'Как выстроить отдел продаж', en: 'How to build a sales team', id: 'aL1ev0Sale08' },
    { ru: 'Выход на рынки соседних стран', en: 'Entering neighbouring markets', id: 'aL1ev0Mrkt09' },
  ],
  businesses: [
    { url: 'https://coffee-aliev.kg', ru: ['Сеть кофеен «Тоо Кофе»', '27 кофеен в Кыргызстане, Казахстане и Узбекистане.'], en: ['Too Coffee chain', '27 coffee shops in Kyrgyzstan, Kazakhstan and Uzbekistan.'] },
    { url: 'https://vershina-academy.kg', ru: ['Вершина Академия', 'Учебный центр личностного роста и бизнеса.'], en: ['Vershina Academy', 'A training centre for personal growth and business.'] },
    { url: 'https://bilim-books.kg', ru: ['Издательство «Билим»', 'Деловая литература на русском и кыргызском языках.'], en: ['Bilim Publishing', 'Business books in Russian and Kyrgyz.'] },
    { url: 'https://tamak-delivery.kg', ru: ['Служба доставки «Тамак»', 'Доставка обедов в офисы Бишкека.'], en: ['Tamak Delivery', 'Lunch delivery to offices in Bishkek.'] },
    { url: 'https://aliev-consulting.com', ru: ['Aliev Consulting', 'Стратегический консалтинг для среднего бизнеса.'], en: ['Aliev Consulting', 'Strategy consulting for mid-sized companies.'] },
    { url: 'https://cowork-ala-too.kg', ru: ['Коворкинг «Ала-Тоо»', 'Рабочие места и переговорные для предпринимателей.'], en: ['Ala-Too Coworking', 'Desks and meeting rooms for entrepreneurs.'] },
    { url: 'https://startup-club.kg', ru: ['Клуб предпринимателей «Старт»', 'Сообщество из 600 владельцев бизнеса.'], en: ['Start Entrepreneurs Club', 'A community of 600 business owners.'] },
  ],
  /** Companies the trainer has worked for: their logos (TRAINER-14). */
  clientLogos: ['Tulpar Logistics', 'Ak-Jol Trade', 'Manas Telecom', 'Sary-Ozon Foods', 'Altyn Build', 'Chai Khana'],
} as const

export interface ProgrammeContent {
  slug: string
  theme: EventTheme
  /** A type the programme always has and no other programme takes (the rest take the next type in turn). */
  type?: EventType
  /** A type the programme always runs as, shared with the others. */
  runsAs?: EventType
  /** Hours it lasts, where its type's usual length would not fit what it promises. */
  hours?: number
  /** Where it always runs: a format, the city it departs from and the place itself. */
  format?: EventFormat
  city?: string
  venue?: Texts
  title: Texts
  short: Texts
  forWho: Texts
  /** Three things a participant takes away. */
  outcomes: { ru: [string, string, string]; en: [string, string, string] }
}

export const PROGRAMMES: ProgrammeContent[] = [
  {
    slug: 'new-era-leader',
    theme: 'BUSINESS',
    title: { ru: 'Интенсив «Лидер нового времени»', en: 'New-Era Leader Intensive', ky: '«Жаңы доордун лидери» интенсиви' },
    short: { ru: 'Как вести команду через перемены и добиваться результата без выгорания.', en: 'Leading a team through change and getting results without burnout.', ky: 'Команданы өзгөрүүлөр аркылуу кантип алып жүрүү жана чарчабай натыйжага жетүү.' },
    forWho: { ru: 'Собственникам бизнеса, руководителям отделов и тем, кто готовится стать руководителем.', en: 'Business owners, heads of department and those preparing to lead.', ky: 'Бизнес ээлерине, бөлүм жетекчилерине жана жетекчи болууга даярданып жаткандарга.' },
    outcomes: { ru: ['личный план развития лидера на 90 дней', 'инструменты обратной связи и делегирования', 'разбор ваших управленческих ситуаций'], en: ['a 90-day leadership development plan', 'feedback and delegation tools', 'a review of your own management cases'] },
  },
  {
    slug: 'sales-breakthrough',
    theme: 'SALES',
    title: { ru: 'Прорыв в продажах', en: 'Sales Breakthrough', ky: 'Сатуудагы секирик' },
    short: { ru: 'Практикум по активным продажам: от первого звонка до повторной сделки.', en: 'A hands-on sales workshop: from the first call to the repeat deal.', ky: 'Активдүү сатуу боюнча практикум: биринчи чалуудан кайталанган келишимге чейин.' },
    forWho: { ru: 'Менеджерам по продажам, руководителям отделов продаж и предпринимателям.', en: 'Sales managers, sales team leads and entrepreneurs.', ky: 'Сатуу боюнча менеджерлерге, сатуу бөлүмүнүн жетекчилерине жана ишкерлерге.' },
    outcomes: { ru: ['скрипты для холодных и тёплых звонков', 'работу с возражениями «дорого» и «подумаю»', 'систему повторных продаж'], en: ['scripts for cold and warm calls', 'handling "too expensive" and "I\'ll think about it"', 'a system for repeat sales'] },
  },
  {
    slug: 'money-mindset',
    theme: 'FINANCE',
    title: { ru: 'Мышление и деньги', en: 'Money Mindset', ky: 'Ой жүгүртүү жана акча' },
    short: { ru: 'Как перестать жить от зарплаты до зарплаты и выстроить личный финансовый план.', en: 'How to stop living from paycheck to paycheck and build a personal financial plan.', ky: 'Айлыктан айлыкка чейин жашоону токтотуп, жеке каржы планын кантип түзүү керек.' },
    forWho: { ru: 'Всем, кто хочет навести порядок в личных финансах.', en: 'Anyone who wants to put their personal finances in order.', ky: 'Жеке каржысын тартипке келтиргиси келгендердин баарына.' },
    outcomes: { ru: ['личный бюджет и финансовую подушку', 'план крупных покупок без кредитов', 'первые шаги к пассивному доходу'], en: ['a personal budget and safety cushion', 'a plan for big purchases without loans', 'first steps towards passive income'] },
  },
  {
    slug: 'family-harmony',
    theme: 'RELATIONSHIP',
    title: { ru: 'Гармония в семье', en: 'Family Harmony', ky: 'Үй-бүлөдөгү гармония' },
    short: { ru: 'Тренинг для пар: как слышать друг друга и решать конфликты без обид.', en: 'A training for couples: hearing each other and resolving conflicts without resentment.', ky: 'Жубайлар үчүн тренинг: бири-бирин угуу жана чыр-чатакты таарынычсыз чечүү.' },
    forWho: { ru: 'Парам, которые хотят сохранить и укрепить отношения.', en: 'Couples who want to keep and strengthen their relationship.', ky: 'Мамилесин сактап, бекемдегиси келген жубайларга.' },
    outcomes: { ru: ['техники безопасного разговора', 'семейные договорённости о деньгах и быте', 'план совместного времени'], en: ['techniques for safe conversations', 'family agreements on money and chores', 'a plan for time together'] },
  },
  {
    slug: 'public-speaking',
    theme: 'PERSONAL_GROW',
    title: { ru: 'Ораторское мастерство', en: 'Public Speaking Mastery', ky: 'Чечендик өнөр' },
    short: { ru: 'Выступать уверенно перед любой аудиторией: голос, структура речи, работа с вопросами.', en: 'Speak confidently to any audience: voice, structure and handling questions.', ky: 'Каалаган аудиториянын алдында ишенимдүү сүйлөө: үн, сөздүн түзүлүшү, суроолор менен иштөө.' },
    forWho: { ru: 'Руководителям, экспертам, преподавателям и всем, кто выступает публично.', en: 'Leaders, experts, teachers and anyone who speaks in public.', ky: 'Жетекчилерге, эксперттерге, окутуучуларга жана коомчулук алдында сүйлөгөндөргө.' },
    outcomes: { ru: ['готовое выступление на 7 минут', 'видеозапись и разбор вашей речи', 'приёмы борьбы с волнением'], en: ['a ready seven-minute talk', 'a video recording and review of your speech', 'ways to handle stage fright'] },
  },
  {
    slug: 'time-management',
    theme: 'SYSTEM',
    title: { ru: 'Тайм-менеджмент для руководителей', en: 'Time Management for Managers', ky: 'Жетекчилер үчүн убакытты башкаруу' },
    short: { ru: 'Как планировать неделю, защищать время для главного и не тонуть в мелочах.', en: 'Planning the week, protecting time for what matters and not drowning in trivia.', ky: 'Аптаны кантип пландоо, маанилүүгө убакыт бөлүү жана майда иштерге батып калбоо.' },
    forWho: { ru: 'Руководителям и специалистам с высокой нагрузкой.', en: 'Managers and specialists with heavy workloads.', ky: 'Жүгү оор жетекчилерге жана адистерге.' },
    outcomes: { ru: ['систему недельного планирования', 'правила встреч и переписки для команды', 'минус 5 часов рутины в неделю'], en: ['a weekly planning system', 'meeting and messaging rules for the team', 'five fewer hours of routine a week'] },
  },
  {
    slug: 'negotiations',
    theme: 'BUSINESS',
    title: { ru: 'Переговоры без поражений', en: 'Negotiating Without Losing' },
    short: { ru: 'Подготовка, тактика и завершение сложных переговоров с поставщиками и клиентами.', en: 'Preparing, playing and closing hard negotiations with suppliers and clients.' },
    forWho: { ru: 'Собственникам, закупщикам и руководителям продаж.', en: 'Owners, buyers and sales leaders.' },
    outcomes: { ru: ['карту подготовки к переговорам', 'ответы на давление и манипуляции', 'ролевые игры с разбором'], en: ['a negotiation preparation map', 'answers to pressure and manipulation', 'role plays with debriefs'] },
  },
  {
    slug: 'investing-from-scratch',
    theme: 'INVESTMENT',
    title: { ru: 'Инвестиции с нуля', en: 'Investing from Scratch', ky: 'Нөлдөн баштап инвестиция' },
    short: { ru: 'Акции, облигации и фонды простым языком: как собрать первый портфель.', en: 'Stocks, bonds and funds in plain words: building your first portfolio.', ky: 'Акциялар, облигациялар жана фонддор жөнөкөй тил менен: биринчи портфелди кантип түзүү.' },
    forWho: { ru: 'Тем, кто хочет, чтобы сбережения работали.', en: 'Those who want their savings to work.', ky: 'Топтогон акчасы иштешин каалагандарга.' },
    outcomes: { ru: ['понятную стратегию под ваши цели', 'выбор брокера и первые сделки', 'правила управления риском'], en: ['a clear strategy for your goals', 'choosing a broker and first trades', 'risk management rules'] },
  },
  {
    slug: 'systematic-business',
    theme: 'SYSTEM',
    title: { ru: 'Системный бизнес', en: 'Systematic Business' },
    short: { ru: 'Регламенты, показатели и контроль: бизнес, который работает без постоянного участия владельца.', en: 'Procedures, metrics and control: a business that runs without the owner\'s constant presence.' },
    forWho: { ru: 'Владельцам малого и среднего бизнеса.', en: 'Owners of small and mid-sized businesses.' },
    outcomes: { ru: ['оргструктуру и зоны ответственности', 'панель ключевых показателей', 'регламенты для трёх главных процессов'], en: ['an org chart with clear responsibilities', 'a key metrics dashboard', 'procedures for your three main processes'] },
  },
  {
    slug: 'debt-free-life',
    theme: 'DEBT',
    title: { ru: 'Жизнь без долгов', en: 'Debt-Free Life', ky: 'Карызсыз жашоо' },
    short: { ru: 'Пошаговый план выхода из кредитов и привычки, которые не дадут вернуться в долги.', en: 'A step-by-step plan out of loans and habits that keep you out of debt.', ky: 'Насыялардан чыгуунун кадамдык планы жана карызга кайра батпоого жардам берген адаттар.' },
    forWho: { ru: 'Тем, у кого есть кредиты, рассрочки или долги перед близкими.', en: 'People with loans, instalments or debts to family.', ky: 'Насыясы, бөлүп төлөөсү же жакындарына карызы бар адамдарга.' },
    outcomes: { ru: ['реестр долгов и порядок погашения', 'переговоры с банком о реструктуризации', 'бюджет на время погашения'], en: ['a debt register and repayment order', 'talking to the bank about restructuring', 'a budget for the repayment period'] },
  },
  {
    slug: 'dream-team',
    theme: 'HR',
    title: { ru: 'Команда мечты: найм и удержание', en: 'Dream Team: Hiring and Retention' },
    short: { ru: 'Как находить сильных людей, вводить их в должность и удерживать без переплат.', en: 'Finding strong people, onboarding them and keeping them without overpaying.' },
    forWho: { ru: 'Собственникам, HR-специалистам и линейным руководителям.', en: 'Owners, HR specialists and line managers.' },
    outcomes: { ru: ['профиль должности и воронку найма', 'план адаптации на первые 30 дней', 'систему мотивации'], en: ['a job profile and hiring funnel', 'a 30-day onboarding plan', 'a motivation system'] },
  },
  {
    slug: 'personal-growth-forum',
    theme: 'FORUM',
    type: 'FORUM',
    title: { ru: 'Форум личностного роста', en: 'Personal Growth Forum', ky: 'Жеке өсүү форуму' },
    short: { ru: 'Восемь спикеров, две тысячи участников и один день, который меняет взгляд на жизнь.', en: 'Eight speakers, two thousand participants and one day that changes how you see life.', ky: 'Сегиз спикер, эки миң катышуучу жана жашоого көз карашты өзгөрткөн бир күн.' },
    forWho: { ru: 'Всем, кто ищет вдохновение и новые цели.', en: 'Everyone looking for inspiration and new goals.', ky: 'Шыктануу жана жаңы максаттарды издегендердин баарына.' },
    outcomes: { ru: ['выступления лучших тренеров центра', 'знакомства с единомышленниками', 'рабочую тетрадь целей на год'], en: ['talks by the centre\'s best trainers', 'meeting like-minded people', 'a workbook of goals for the year'] },
  },
  {
    slug: 'leader-energy',
    theme: 'HEALTH',
    title: { ru: 'Энергия и здоровье руководителя', en: 'A Leader\'s Energy and Health' },
    short: { ru: 'Сон, питание и восстановление для тех, кто много работает.', en: 'Sleep, nutrition and recovery for people who work hard.' },
    forWho: { ru: 'Руководителям и предпринимателям с плотным графиком.', en: 'Leaders and entrepreneurs with busy schedules.' },
    outcomes: { ru: ['личный режим сна и отдыха', 'простые правила питания в командировках', 'упражнения на 10 минут в день'], en: ['a personal sleep and rest routine', 'simple eating rules for business trips', 'ten-minute daily exercises'] },
  },
  {
    slug: 'emotional-intelligence',
    theme: 'PSYCHOLOGY',
    title: { ru: 'Эмоциональный интеллект', en: 'Emotional Intelligence', ky: 'Эмоционалдык интеллект' },
    short: { ru: 'Понимать свои эмоции и эмоции других — и управлять ими в работе и дома.', en: 'Understanding your emotions and other people\'s, and managing them at work and at home.', ky: 'Өз сезимдериңди жана башкалардын сезимдерин түшүнүү — жана аларды жумушта жана үйдө башкаруу.' },
    forWho: { ru: 'Всем, кто работает с людьми.', en: 'Everyone who works with people.', ky: 'Адамдар менен иштегендердин баарына.' },
    outcomes: { ru: ['дневник эмоций и техники саморегуляции', 'приёмы эмпатичного общения', 'план развития EQ на квартал'], en: ['an emotion journal and self-regulation techniques', 'empathetic communication skills', 'a quarterly EQ development plan'] },
  },
  {
    slug: 'marketing-for-growth',
    theme: 'SALES',
    title: { ru: 'Маркетинг для роста продаж', en: 'Marketing for Sales Growth' },
    short: { ru: 'Позиционирование, реклама и контент, которые приводят клиентов, а не лайки.', en: 'Positioning, ads and content that bring customers, not just likes.' },
    forWho: { ru: 'Предпринимателям и маркетологам малого бизнеса.', en: 'Entrepreneurs and small-business marketers.' },
    outcomes: { ru: ['портрет клиента и позиционирование', 'медиаплан на три месяца', 'контент-план для соцсетей'], en: ['a customer profile and positioning', 'a three-month media plan', 'a social media content plan'] },
  },
  {
    slug: 'startup-in-90-days',
    theme: 'BUSINESS',
    title: { ru: 'Запуск стартапа за 90 дней', en: 'Launching a Startup in 90 Days' },
    short: { ru: 'От идеи до первых продаж: проверка гипотез, минимальный продукт и первые клиенты.', en: 'From idea to first sales: testing hypotheses, a minimum product and first customers.' },
    forWho: { ru: 'Тем, кто хочет начать своё дело.', en: 'Those who want to start their own business.' },
    outcomes: { ru: ['проверенную бизнес-идею', 'финансовую модель на год', 'план запуска по неделям'], en: ['a validated business idea', 'a one-year financial model', 'a week-by-week launch plan'] },
  },
  {
    slug: 'issyk-kul-retreat',
    theme: 'FIELD_EVENT',
    runsAs: 'TRAINING',
    hours: 56,
    format: 'OFFLINE',
    city: 'bishkek',
    venue: {
      ru: 'Пансионат «Радуга», с. Бостери, Иссык-Кульская обл. (трансфер из Бишкека)',
      en: 'Raduga resort, Bosteri village, Issyk-Kul region (transfer from Bishkek)',
      ky: '«Радуга» пансионаты, Бостери айылы, Ысык-Көл облусу (Бишкектен трансфер)',
    },
    title: { ru: 'Выездной ретрит на Иссык-Куле', en: 'Issyk-Kul Leadership Retreat', ky: 'Ысык-Көлдөгү көчмө ретрит' },
    short: { ru: 'Три дня в горах: стратегическая сессия, медитации и баня после восхождения.', en: 'Three days in the mountains: a strategy session, meditation and a sauna after the climb.', ky: 'Тоодо үч күн: стратегиялык сессия, медитация жана тоого чыккандан кийин мончо.' },
    forWho: { ru: 'Предпринимателям и их партнёрам, которым нужна перезагрузка.', en: 'Entrepreneurs and their partners who need a reset.', ky: 'Кайра күч алышы керек болгон ишкерлерге жана алардын өнөктөштөрүнө.' },
    outcomes: { ru: ['стратегию на год в тишине гор', 'новые знакомства в кругу предпринимателей', 'восстановленные силы'], en: ['a strategy for the year in the quiet of the mountains', 'new contacts among entrepreneurs', 'restored energy'] },
  },
  {
    slug: 'master-of-life',
    theme: 'EDUCATION',
    type: 'YEAR',
    title: { ru: 'Годовая программа «Мастер жизни»', en: 'Master of Life Year Programme' },
    short: { ru: 'Год обучения с наставником: бизнес, финансы, отношения и здоровье в одной программе.', en: 'A year with a mentor: business, finance, relationships and health in one programme.' },
    forWho: { ru: 'Тем, кто готов к глубоким изменениям и системной работе.', en: 'Those ready for deep change and steady work.' },
    outcomes: { ru: ['12 модулей и 48 практических заданий', 'личного наставника на весь год', 'сообщество выпускников'], en: ['12 modules and 48 practical assignments', 'a personal mentor for the whole year', 'an alumni community'] },
  },
  {
    slug: 'coaching-school',
    theme: 'TRAINING',
    type: 'HALF_YEAR',
    title: { ru: 'Школа коучинга', en: 'Coaching School' },
    short: { ru: 'Полугодовое обучение профессии коуча с практикой на реальных клиентах.', en: 'Six months of coach training with practice on real clients.' },
    forWho: { ru: 'Психологам, HR-специалистам и руководителям, которые хотят освоить коучинг.', en: 'Psychologists, HR specialists and managers who want to learn coaching.' },
    outcomes: { ru: ['100 часов практики', 'подготовку к сертификации ICF', 'первых платных клиентов'], en: ['100 hours of practice', 'preparation for ICF certification', 'your first paying clients'] },
  },
  {
    slug: 'summer-leadership-camp',
    theme: 'EDUCATION',
    type: 'SUMMER',
    format: 'OFFLINE',
    city: 'bishkek',
    venue: {
      ru: 'Детский лагерь «Ак-Бермет», Иссык-Кульская обл. (трансфер из Бишкека)',
      en: 'Ak-Bermet children\'s camp, Issyk-Kul region (transfer from Bishkek)',
      ky: '«Ак-Бермет» балдар лагери, Ысык-Көл облусу (Бишкектен трансфер)',
    },
    title: { ru: 'Летний лагерь лидерства для подростков', en: 'Summer Leadership Camp for Teens', ky: 'Өспүрүмдөр үчүн жайкы лидерлик лагери' },
    short: { ru: 'Десять дней проектов, спорта и командных игр для подростков 12–17 лет.', en: 'Ten days of projects, sport and team games for teenagers aged 12 to 17.', ky: '12–17 жаштагы өспүрүмдөр үчүн долбоорлордун, спорттун жана командалык оюндардын он күнү.' },
    forWho: { ru: 'Подросткам 12–17 лет и их родителям.', en: 'Teenagers aged 12 to 17 and their parents.', ky: '12–17 жаштагы өспүрүмдөргө жана алардын ата-энелерине.' },
    outcomes: { ru: ['собственный социальный проект', 'навыки выступления и командной работы', 'друзей из разных стран'], en: ['their own social project', 'speaking and teamwork skills', 'friends from different countries'] },
  },
]

export interface CourseContent {
  slug: string
  theme: EventTheme
  type: EventType
  lessons: number
  title: Texts
  short: Texts
}

export const COURSES: CourseContent[] = [
  { slug: 'online-sales-basics', theme: 'SALES', type: 'ONLINE_COURSE', lessons: 24, title: { ru: 'Основы продаж', en: 'Sales Basics', ky: 'Сатуунун негиздери' }, short: { ru: 'Онлайн-курс для тех, кто начинает работать в продажах.', en: 'An online course for people starting out in sales.', ky: 'Сатууда иштей баштагандар үчүн онлайн-курс.' } },
  { slug: 'online-personal-finance', theme: 'FINANCE', type: 'ONLINE_COURSE', lessons: 18, title: { ru: 'Личные финансы за 6 недель', en: 'Personal Finance in 6 Weeks', ky: '6 аптада жеке каржы' }, short: { ru: 'Бюджет, подушка безопасности и первые инвестиции в уроках по 20 минут.', en: 'Budget, safety cushion and first investments in 20-minute lessons.', ky: '20 мүнөттүк сабактарда бюджет, коопсуздук жаздыгы жана биринчи инвестициялар.' } },
  { slug: 'online-leadership', theme: 'BUSINESS', type: 'ONLINE_COURSE', lessons: 32, title: { ru: 'Лидерство онлайн', en: 'Leadership Online', ky: 'Онлайн лидерлик' }, short: { ru: 'Управление командой для новых руководителей: 32 урока с заданиями.', en: 'Team management for new managers: 32 lessons with assignments.', ky: 'Жаңы жетекчилер үчүн команданы башкаруу: тапшырмалары бар 32 сабак.' } },
  { slug: 'online-emotional-intelligence', theme: 'PSYCHOLOGY', type: 'INTERACTIVE', lessons: 16, title: { ru: 'Эмоциональный интеллект: практикум', en: 'Emotional Intelligence Workshop', ky: 'Эмоционалдык интеллект: практикум' }, short: { ru: 'Интерактивный курс с тестами и упражнениями на каждый день.', en: 'An interactive course with quizzes and daily exercises.', ky: 'Тесттери жана күнүмдүк көнүгүүлөрү бар интерактивдүү курс.' } },
  { slug: 'online-family-communication', theme: 'RELATIONSHIP', type: 'ONLINE_COURSE', lessons: 12, title: { ru: 'Общение в семье', en: 'Family Communication' }, short: { ru: 'Как договариваться с партнёром и детьми без криков и обид.', en: 'Reaching agreement with your partner and children without shouting or resentment.' } },
  { slug: 'online-investing', theme: 'INVESTMENT', type: 'ONLINE_COURSE', lessons: 28, title: { ru: 'Инвестор с нуля', en: 'Investor from Scratch' }, short: { ru: 'Фондовый рынок, облигации и фонды: собираем портфель вместе с куратором.', en: 'Stock market, bonds and funds: build a portfolio with a tutor.' } },
  { slug: 'online-time-management', theme: 'SYSTEM', type: 'MASTER_CLASS', lessons: 8, title: { ru: 'Мастер-класс по тайм-менеджменту', en: 'Time Management Master Class' }, short: { ru: 'Восемь коротких уроков о планировании и фокусе.', en: 'Eight short lessons on planning and focus.' } },
  { slug: 'online-public-speaking', theme: 'PERSONAL_GROW', type: 'ONLINE_COURSE', lessons: 20, title: { ru: 'Уверенная речь', en: 'Confident Speech', ky: 'Ишенимдүү сүйлөө' }, short: { ru: 'Голос, дикция и структура выступления с обратной связью от тренера.', en: 'Voice, diction and talk structure with feedback from a trainer.', ky: 'Тренердин пикири менен үн, диксия жана сөздүн түзүлүшү.' } },
  { slug: 'online-debt-exit', theme: 'DEBT', type: 'ONLINE_COURSE', lessons: 10, title: { ru: 'Выход из долгов', en: 'Getting Out of Debt' }, short: { ru: 'Пошаговый план погашения кредитов с шаблонами и калькуляторами.', en: 'A step-by-step loan repayment plan with templates and calculators.' } },
  { slug: 'online-hr-hiring', theme: 'HR', type: 'TRAINING', lessons: 14, title: { ru: 'Найм без ошибок', en: 'Hiring Without Mistakes' }, short: { ru: 'Как писать вакансии, проводить интервью и принимать решение о найме.', en: 'Writing job ads, running interviews and making hiring decisions.' } },
  { slug: 'online-healthy-habits', theme: 'HEALTH', type: 'ONLINE', lessons: 21, title: { ru: '21 день здоровых привычек', en: '21 Days of Healthy Habits' }, short: { ru: 'Сон, питание и движение: по одной привычке в день.', en: 'Sleep, food and movement: one habit a day.' } },
  { slug: 'online-coaching-basics', theme: 'TRAINING', type: 'ONLINE_COURSE', lessons: 30, title: { ru: 'Основы коучинга', en: 'Coaching Basics' }, short: { ru: 'Вводный курс в профессию коуча: вопросы, модели сессий и этика.', en: 'An introduction to coaching: questions, session models and ethics.' } },
]

/** Option names of courses (ENTITY-27) and events (ENTITY-02). */
export const COURSE_OPTIONS: Texts[] = [
  { ru: 'Самостоятельно', en: 'Self-study', ky: 'Өз алдынча' },
  { ru: 'С куратором', en: 'With a tutor', ky: 'Куратор менен' },
  { ru: 'VIP с наставником', en: 'VIP with a mentor', ky: 'Насаатчы менен VIP' },
]
export const EVENT_OPTIONS: Texts[] = [
  { ru: 'Стандарт', en: 'Standard', ky: 'Стандарт' },
  { ru: 'Бизнес', en: 'Business', ky: 'Бизнес' },
  { ru: 'VIP', en: 'VIP', ky: 'VIP' },
]
