import { LANDING_GALLERY_KIND } from '../../../src/model/entities/landing.ts'
import type { Random } from './random.ts'
import { ABOUT_FILE_SIZES, ABOUT_FILES } from './files.ts'
import { demoImageRow } from './reference.ts'
import { insert, type SqlValue } from './sql.ts'

/**
 * The landing pages' CMS data (OQ-04, OQ-25): about (figures, files, timeline, gallery), club (banner, cards,
 * audience, gallery) and online school (platform, steps, schedule, results), one JSON value a key and language.
 */

type Lang = 'ru' | 'en' | 'ky'
type PerLanguage = Record<Lang, unknown>

/** ABOUT-03, BE-26: the about page's PDFs, the files the seed puts into the FILES bucket (seed/files.ts). */
const ABOUT_DOCUMENTS = [
  { key: 'presentation', title: { ru: 'Презентация академии', en: 'Academy presentation', ky: 'Академиянын презентациясы' } },
  { key: 'programmes', title: { ru: 'Каталог программ', en: 'Programme catalogue', ky: 'Программалардын каталогу' } },
] as const

const ABOUT: Record<string, PerLanguage> = {
  founded: { ru: 2008, en: 2008, ky: 2008 },
  figures: {
    ru: [['32', 'центра в 11 странах'], ['1,3 млн+', 'учеников прошли обучение'], ['63', 'ученика стали долларовыми миллионерами'], ['21 670', 'семей сохранили благодаря тренингам'], ['2,3 млн+', 'проданных книг'], ['140+', 'тренеров и экспертов']],
    en: [['32', 'centres in 11 countries'], ['1.3M+', 'students trained'], ['63', 'students became dollar millionaires'], ['21,670', 'families kept together'], ['2.3M+', 'books sold'], ['140+', 'trainers and experts']],
    ky: [['32', 'борбор 11 өлкөдө'], ['1,3 млн+', 'окуучу билим алды'], ['63', 'окуучу доллар миллионери болду'], ['21 670', 'үй-бүлө сакталып калды'], ['2,3 млн+', 'китеп сатылды'], ['140+', 'тренер жана эксперт']],
  },
  timeline: {
    ru: [[2008, 'Первый тренинг в Бишкеке: 40 участников'], [2012, 'Открыты центры в Алматы и Ташкенте'], [2016, 'Запуск клуба выпускников'], [2019, 'Первые франчайзи в Казахстане и России'], [2021, 'Онлайн-школа: курсы для учеников из 30 стран'], [2024, '32 центра в 11 странах']],
    en: [[2008, 'The first training in Bishkek: 40 participants'], [2012, 'Centres open in Almaty and Tashkent'], [2016, 'The alumni club starts'], [2019, 'The first franchisees in Kazakhstan and Russia'], [2021, 'The online school: courses for students from 30 countries'], [2024, '32 centres in 11 countries']],
    ky: [[2008, 'Бишкектеги биринчи тренинг: 40 катышуучу'], [2012, 'Алматы жана Ташкентте борборлор ачылды'], [2016, 'Бүтүрүүчүлөр клубу башталды'], [2019, 'Казакстан жана Россиядагы биринчи франчайзилер'], [2021, 'Онлайн мектеп: 30 өлкөнүн окуучулары үчүн курстар'], [2024, '11 өлкөдө 32 борбор']],
  },
}

const CLUB: Record<string, PerLanguage> = {
  banner: {
    ru: { title: 'Клуб выпускников «Вершина»', text: 'Сообщество тех, кто прошёл наши тренинги и продолжает расти: встречи каждую неделю, закрытые мастер-классы и деловые знакомства.' },
    en: { title: 'Vershina alumni club', text: 'A community of those who took our trainings and keep growing: weekly meetings, closed master classes and business networking.' },
    ky: { title: '«Вершина» бүтүрүүчүлөр клубу', text: 'Биздин тренингдерден өтүп, өсүүнү улантып жаткандардын коомчулугу: ар жумадагы жолугушуулар, жабык мастер-класстар жана иштиктүү тааныштыктар.' },
  },
  cards: {
    ru: [['Встречи каждую неделю', 'Разбор задач участников, гости-предприниматели и отчёт о целях.'], ['Закрытые мастер-классы', 'Тренеры академии делятся новыми инструментами только с клубом.'], ['Деловые знакомства', 'Более 600 участников из 11 стран: партнёры, клиенты и наставники.']],
    en: [['Weekly meetings', 'Members\' cases, guest entrepreneurs and a report on goals.'], ['Closed master classes', 'The academy\'s trainers share new tools with the club first.'], ['Business networking', 'Over 600 members from 11 countries: partners, clients and mentors.']],
    ky: [['Ар жумадагы жолугушуулар', 'Катышуучулардын маселелерин талкуулоо, конок ишкерлер жана максаттар боюнча отчет.'], ['Жабык мастер-класстар', 'Академиянын тренерлери жаңы куралдарды адегенде клуб менен бөлүшөт.'], ['Иштиктүү тааныштыктар', '11 өлкөдөн 600дөн ашык катышуучу: өнөктөштөр, кардарлар жана насаатчылар.']],
  },
  audience: {
    ru: ['Выпускникам любого тренинга академии', 'Предпринимателям, которые хотят расти вместе', 'Руководителям, которым нужен круг равных', 'Всем, кто держит слово и ставит цели'],
    en: ['Graduates of any of the academy\'s trainings', 'Entrepreneurs who want to grow together', 'Managers who need a circle of peers', 'Everyone who keeps their word and sets goals'],
    ky: ['Академиянын каалаган тренингинин бүтүрүүчүлөрүнө', 'Бирге өсүүнү каалаган ишкерлерге', 'Теңтуштар чөйрөсү керек жетекчилерге', 'Сөзүнө бек, максат койгондордун баарына'],
  },
}

const SCHOOL: Record<string, PerLanguage> = {
  platform_url: { ru: 'https://learn.vershina.academy', en: 'https://learn.vershina.academy', ky: 'https://learn.vershina.academy' },
  steps: {
    ru: [['Выберите курс', 'Оплатите курс на сайте: доступ придёт на почту.'], ['Войдите на платформу', 'Уроки, задания и чат группы в одном кабинете.'], ['Учитесь в своём темпе', 'Смотрите уроки с телефона или компьютера, сдавайте задания куратору.']],
    en: [['Choose a course', 'Pay for it on the site: your access arrives by e-mail.'], ['Sign in to the platform', 'Lessons, tasks and the group chat in one place.'], ['Learn at your pace', 'Watch lessons on a phone or a computer and hand tasks to your tutor.']],
    ky: [['Курс тандаңыз', 'Сайттан төлөңүз: кирүү укугу почтаңызга келет.'], ['Платформага кириңиз', 'Сабактар, тапшырмалар жана топтун чаты бир жерде.'], ['Өз темпиңизде окуңуз', 'Сабактарды телефондон же компьютерден көрүп, тапшырмаларды кураторго тапшырыңыз.']],
  },
  schedule: {
    ru: [['Понедельник', 'Новый урок открывается в 10:00'], ['Среда', 'Прямой эфир с тренером в 19:00'], ['Пятница', 'Проверка заданий куратором'], ['Воскресенье', 'Итоги недели в чате группы']],
    en: [['Monday', 'A new lesson opens at 10:00'], ['Wednesday', 'A live session with the trainer at 19:00'], ['Friday', 'The tutor checks the tasks'], ['Sunday', 'The week\'s results in the group chat']],
    ky: [['Дүйшөмбү', 'Жаңы сабак саат 10:00дө ачылат'], ['Шаршемби', 'Саат 19:00дө тренер менен түз эфир'], ['Жума', 'Куратор тапшырмаларды текшерет'], ['Жекшемби', 'Топтун чатында аптанын жыйынтыгы']],
  },
  results: {
    ru: [['Бизнес', ['Рост выручки на 40% за три месяца', 'Первые сотрудники и делегирование']], ['Финансы', ['Финансовая подушка за полгода', 'Закрытые кредиты']], ['Отношения', ['Меньше ссор, больше разговоров', 'Общие цели с партнёром']], ['Здоровье', ['Режим сна и спорта', 'Минус 8 кг за курс']], ['Карьера', ['Повышение через два месяца', 'Новая профессия']]],
    en: [['Business', ['Revenue up 40% in three months', 'The first hires and delegation']], ['Finance', ['A safety cushion in six months', 'Loans paid off']], ['Relationships', ['Fewer quarrels, more talks', 'Shared goals with a partner']], ['Health', ['Sleep and sport routines', '8 kg lost during the course']], ['Career', ['A promotion within two months', 'A new profession']]],
    ky: [['Бизнес', ['Үч айда киреше 40% өстү', 'Биринчи кызматкерлер жана ыйгарым укук берүү']], ['Каржы', ['Жарым жылда каржылык запас', 'Насыялар жабылды']], ['Мамилелер', ['Урушуу азайып, сүйлөшүү көбөйдү', 'Өнөктөш менен жалпы максаттар']], ['Ден соолук', ['Уйку жана спорт тартиби', 'Курстун ичинде 8 кг арыктоо']], ['Карьера', ['Эки айда кызматтан көтөрүлүү', 'Жаңы кесип']]],
  },
}

const cards = (pairs: unknown) => (pairs as Array<[string, string]>).map(([title, text]) => ({ title, text }))

/** How each key's seed value becomes the JSON the API reads. */
const SHAPE: Record<string, (value: unknown) => unknown> = {
  figures: (pairs) => (pairs as Array<[string, string]>).map(([value, label]) => ({ value, label })),
  timeline: (pairs) => (pairs as Array<[number, string]>).map(([year, text]) => ({ year, text })),
  cards,
  steps: cards,
  schedule: cards,
  results: (pairs) => (pairs as Array<[string, string[]]>).map(([title, items]) => ({ title, items })),
}

function profileRows(profile: string, data: Record<string, PerLanguage>): Array<Record<string, SqlValue>> {
  return Object.entries(data).flatMap(([key, texts]) =>
    (Object.entries(texts) as Array<[Lang, unknown]>).map(([language, value]) => ({
      profile,
      key,
      language,
      value: JSON.stringify((SHAPE[key] ?? ((same: unknown) => same))(value)),
    })),
  )
}

/** FRANCHISE-06: the franchise presentation video. */
const FRANCHISE_VIDEO = { profile: 'franchise', key: 'video_url', language: 'ru', value: 'https://www.youtube.com/watch?v=8jPQjjsBbIc' }

/** CLUB-04: the club's manager, an employee of the seed (Nurlan Asanov, the event organiser), and the club's own line. */
const CLUB_MANAGER = { profile: 'club', key: 'manager', language: 'ru', value: JSON.stringify({ employee_id: 8, phone: '+996 555 100 250', email: 'club@vershina.academy' }) }

/** ABOUT-05 (five images), CLUB-02 (two slides), FRANCHISE-06 (the video's poster). */
const GALLERY_SIZES = { about: 5, club: 2, franchise: 1 } as const

export function seedLanding(random: Random): string[] {
  const files = (['ru', 'en', 'ky'] as const).map((language) => ({
    profile: 'about',
    key: 'files',
    language,
    value: JSON.stringify(
      ABOUT_DOCUMENTS.map((file) => ({ title: file.title[language], url: `/media/${ABOUT_FILES[file.key]}`, size: ABOUT_FILE_SIZES[file.key] })),
    ),
  }))
  const images: Array<Record<string, SqlValue>> = []
  const links: Array<Record<string, SqlValue>> = []
  for (const [profile, count] of Object.entries(GALLERY_SIZES)) {
    for (let position = 0; position < count; position += 1) {
      const uuid = random.uuid()
      images.push(demoImageRow(uuid))
      links.push({ entity_kind: LANDING_GALLERY_KIND, entity_id: profile, image_uuid: uuid, position })
    }
  }
  return [
    ...insert('site_profile_data', [...profileRows('about', ABOUT), ...files, FRANCHISE_VIDEO, ...profileRows('club', CLUB), CLUB_MANAGER, ...profileRows('online_school', SCHOOL)]),
    ...insert('images', images),
    ...insert('entity_images', links),
  ]
}
