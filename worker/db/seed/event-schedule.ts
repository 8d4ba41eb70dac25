/**
 * The programme of a demo event (issue 40.15): built from the event's own local start and length, so that every
 * time it names lies within the hours the event is held. Events of a week or more describe their rhythm instead.
 */

type Lang = 'ru' | 'en' | 'ky'
type Words = Record<Lang, string>

const STEP: Record<string, Words> = {
  start: { ru: 'начало и знакомство', en: 'start and introductions', ky: 'башталыш жана таанышуу' },
  registration: { ru: 'регистрация и знакомство', en: 'registration and introductions', ky: 'каттоо жана таанышуу' },
  dayStart: { ru: 'начало дня, планы на день', en: 'start of the day and its plan', ky: 'күндүн башталышы жана планы' },
  theory: { ru: 'теория и разбор примеров', en: 'theory and worked examples', ky: 'теория жана мисалдарды талдоо' },
  talks: { ru: 'выступления спикеров', en: 'speakers\' talks', ky: 'спикерлердин баяндамалары' },
  lunch: { ru: 'обед', en: 'lunch', ky: 'түшкү тамак' },
  practice: { ru: 'практика в мини-группах', en: 'practice in small groups', ky: 'чакан топтордо практика' },
  questions: { ru: 'ответы на вопросы и домашнее задание', en: 'questions and homework', ky: 'суроолорго жооп жана үй тапшырмасы' },
  wrapUp: { ru: 'итоги и завершение', en: 'wrap-up and close', ky: 'жыйынтык жана жабылыш' },
}

const DAY: Words = { ru: 'День {n}', en: 'Day {n}', ky: '{n}-күн' }

/** The rhythm of events that last a week or more, by how they run. */
const RHYTHM: Record<'camp' | 'course' | 'programme', Words> = {
  camp: {
    ru: '<p>Заезд в первый день, отъезд в последний. Каждый день — зарядка, работа над проектами, спорт и вечерние командные игры; вожатые рядом круглосуточно.</p>',
    en: '<p>Arrival on the first day, departure on the last. Every day brings morning exercise, project work, sport and evening team games, with counsellors on hand around the clock.</p>',
    ky: '<p>Биринчи күнү келүү, акыркы күнү кетүү. Күн сайын — эртең мененки көнүгүү, долбоорлор менен иштөө, спорт жана кечки командалык оюндар; насаатчылар күнү-түнү жанында.</p>',
  },
  course: {
    ru: '<p>Новый урок каждый будний день, задания с проверкой куратора и онлайн-разбор раз в неделю.</p>',
    en: '<p>A new lesson every weekday, assignments checked by a tutor and an online review session once a week.</p>',
    ky: '<p>Ар бир иш күнү жаңы сабак, куратор текшерген тапшырмалар жана жумасына бир жолу онлайн талдоо.</p>',
  },
  programme: {
    ru: '<p>Раз в месяц — модуль из двух очных дней; между модулями — задания и встречи с наставником онлайн.</p>',
    en: '<p>A two-day module in person once a month; between modules, assignments and online meetings with a mentor.</p>',
    ky: '<p>Айына бир жолу — эки күндүк күндүзгү модуль; модулдардын ортосунда тапшырмалар жана насаатчы менен онлайн жолугушуулар.</p>',
  },
}

/** Minutes after midnight as HH:MM. */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Steps of one day held from `start` for `length` minutes (both multiples of 30 minutes). */
function daySteps(start: number, length: number, first = true): Array<[number, string]> {
  const end = start + length
  if (length <= 4 * 60) {
    return [
      [start, 'start'],
      [start + 30, 'theory'],
      [start + Math.round(length / 60 / 2) * 60, 'practice'],
      [end - 30, 'questions'],
    ]
  }
  const lunch = start + Math.round(length / 60 / 2 - 1) * 60
  return [
    [start, first ? 'registration' : 'dayStart'],
    [start + 30, length >= 9 * 60 ? 'talks' : 'theory'],
    [lunch, 'lunch'],
    [lunch + 60, 'practice'],
    [end - 60, 'questions'],
    [end - 30, 'wrapUp'],
  ]
}

function list(steps: Array<[number, string]>, language: Lang): string {
  return `<ol>${steps.map(([minutes, step]) => `<li>${clock(minutes)} — ${STEP[step]![language]}</li>`).join('')}</ol>`
}

export interface ScheduleOf {
  /** Local start, minutes after midnight. */
  start: number
  /** Hours the event lasts (for one without an end, the length of its broadcast). */
  hours: number
  /** How an event of a week or more runs. */
  rhythm: keyof typeof RHYTHM
}

/** The programme as HTML: one day's steps, a day-by-day list for a few days, or the rhythm of a longer event. */
export function scheduleHtml({ start, hours, rhythm }: ScheduleOf, language: Lang): string {
  if (hours >= 7 * 24) return RHYTHM[rhythm][language]
  if (hours <= 12) return list(daySteps(start, hours * 60), language)
  // Several days, each held from the start time to the time the last day ends.
  const days = Math.ceil(hours / 24)
  const dayEnd = (start + hours * 60) % (24 * 60)
  return Array.from({ length: days }, (_, day) => `<h4>${DAY[language].replace('{n}', String(day + 1))}</h4>${list(daySteps(start, dayEnd - start, day === 0), language)}`).join('')
}
