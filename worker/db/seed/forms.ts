import { LEAD_FIELD_IDS, type FormFieldType } from '../../../src/model/entities/publications.ts'
import { LANGS, type Lang, perLanguage, type Text } from './languages.ts'
import type { Random } from './random.ts'
import { insertMissing, type SqlValue } from './sql.ts'

/**
 * The dynamic forms the site opens (FORM-07, LEAD-01…05): reference data a real deployment starts with (the footer
 * form is on every page), which staff then edit. Field ids are fixed where the code names a field (LEAD_FIELD_IDS).
 */

type Row = Record<string, SqlValue>

interface FormSeed {
  slug: string
  text: Partial<Record<Lang, [title: string, subtitle: string, subtitleDown: string, submit: string, thanksTitle: string, thanksText: string]>>
  fields: Array<{ uuid?: string; slug: string; type: FormFieldType; required: boolean; hidden?: boolean; title: Text }>
}

const NAME = { ru: 'Ваше имя', en: 'Your name', ky: 'Атыңыз' }
const PHONE = { ru: 'Телефон', en: 'Phone', ky: 'Телефон' }
const THANKS = {
  ru: ['Спасибо!', 'Заявка принята, менеджер свяжется с вами в течение рабочего дня.'],
  en: ['Thank you!', 'We have your request; a manager will contact you within a working day.'],
  ky: ['Рахмат!', 'Өтүнмө кабыл алынды, менеджер жумушчу күндүн ичинде сиз менен байланышат.'],
} as const

const FORMS: FormSeed[] = [
  {
    slug: 'get_program',
    text: {
      ru: ['Подобрать программу', 'Расскажите о себе, и мы предложим тренинг под вашу цель', 'Перезвоним в течение рабочего дня', 'Отправить', ...THANKS.ru],
      en: ['Find a programme', 'Tell us about yourself and we will suggest a training for your goal', 'We will call back within a working day', 'Send', ...THANKS.en],
      ky: ['Программа тандоо', 'Өзүңүз жөнүндө айтыңыз, биз максатыңызга ылайык тренинг сунуштайбыз', 'Жумушчу күндүн ичинде кайра чалабыз', 'Жөнөтүү', ...THANKS.ky],
    },
    fields: [
      { slug: 'name', type: 'TEXT', required: true, title: NAME },
      { slug: 'phone', type: 'TEXT', required: true, title: PHONE },
      { slug: 'goal', type: 'BIG_TEXT', required: false, title: { ru: 'Чего вы хотите достичь?', en: 'What do you want to achieve?', ky: 'Эмнеге жеткиңиз келет?' } },
      { slug: 'messenger', type: 'TEXT', required: false, title: { ru: 'Как вам ответить', en: 'How should we answer you', ky: 'Сизге кантип жооп беребиз' } },
    ],
  },
  {
    slug: '5q_test',
    text: {
      ru: ['Тест из пяти вопросов', 'Ответьте на пять вопросов — и узнайте, какой тренинг вам подходит', '', 'Узнать результат', 'Результат готов', 'Менеджер позвонит и расскажет, какая программа подходит вам лучше всего.'],
      en: ['Five-question test', 'Answer five questions to find the training that suits you', '', 'Get the result', 'Your result is ready', 'A manager will call to tell you which programme suits you best.'],
      ky: ['Беш суроодон турган тест', 'Беш суроого жооп берип, өзүңүзгө ылайык тренингди билиңиз', '', 'Жыйынтыкты билүү', 'Жыйынтык даяр', 'Менеджер чалып, кайсы программа сизге эң ылайык экенин айтат.'],
    },
    fields: [
      { slug: 'goal', type: 'BIG_TEXT', required: true, title: { ru: 'Какая главная цель на этот год?', en: 'What is your main goal this year?', ky: 'Быйылкы негизги максатыңыз кандай?' } },
      { slug: 'obstacle', type: 'BIG_TEXT', required: true, title: { ru: 'Что мешает её достичь?', en: 'What stops you reaching it?', ky: 'Ага жетүүгө эмне тоскоол болот?' } },
      { slug: 'business_owner', type: 'BOOL', required: false, title: { ru: 'У меня есть свой бизнес', en: 'I run my own business', ky: 'Менин өз бизнесим бар' } },
      { slug: 'team', type: 'BOOL', required: false, title: { ru: 'Я руковожу командой', en: 'I manage a team', ky: 'Мен команда жетектейм' } },
      { slug: 'hours', type: 'TEXT', required: true, title: { ru: 'Сколько часов в неделю готовы учиться?', en: 'How many hours a week can you study?', ky: 'Жумасына канча саат окууга даярсыз?' } },
      { slug: 'name', type: 'TEXT', required: true, title: NAME },
      { slug: 'phone', type: 'TEXT', required: true, title: PHONE },
    ],
  },
  {
    slug: 'trainer_consultation',
    text: {
      ru: ['Консультация с тренером', 'Личная встреча или видеозвонок', '', 'Записаться', ...THANKS.ru],
      en: ['Consultation with a trainer', 'In person or by video call', '', 'Book', ...THANKS.en],
      ky: ['Тренер менен кеңешүү', 'Жеке жолугушуу же видео чалуу', '', 'Жазылуу', ...THANKS.ky],
    },
    fields: [
      { slug: 'name', type: 'TEXT', required: true, title: NAME },
      { slug: 'phone', type: 'TEXT', required: true, title: PHONE },
      { slug: 'question', type: 'BIG_TEXT', required: false, title: { ru: 'Ваш вопрос', en: 'Your question', ky: 'Сурооңуз' } },
      { slug: 'trainer', type: 'TEXT', required: false, hidden: true, title: { ru: 'Тренер', en: 'Trainer', ky: 'Тренер' } },
    ],
  },
  {
    slug: 'franchise',
    text: {
      ru: ['Стать партнёром', 'Оставьте имя и телефон — расскажем об условиях франшизы', '', 'Отправить заявку', ...THANKS.ru],
      en: ['Become a partner', 'Leave your name and phone number and we will explain the franchise terms', '', 'Send request', ...THANKS.en],
      ky: ['Өнөктөш болуу', 'Атыңызды жана телефонуңузду калтырыңыз — франшиза шарттарын айтып беребиз', '', 'Өтүнмө жөнөтүү', ...THANKS.ky],
    },
    fields: [
      // Issue 40.13: the name first, as on every other form.
      { uuid: LEAD_FIELD_IDS.franchise.name, slug: 'name', type: 'TEXT', required: true, title: NAME },
      { uuid: LEAD_FIELD_IDS.franchise.phone, slug: 'phone', type: 'TEXT', required: true, title: PHONE },
    ],
  },
  {
    slug: 'club',
    text: {
      ru: ['Вступить в клуб', 'Клуб выпускников: встречи, нетворкинг и закрытые мастер-классы', '', 'Вступить', ...THANKS.ru],
      en: ['Join the club', 'The alumni club: meetings, networking and closed master classes', '', 'Join', ...THANKS.en],
      ky: ['Клубга кошулуу', 'Бүтүрүүчүлөр клубу: жолугушуулар, нетворкинг жана жабык мастер-класстар', '', 'Кошулуу', ...THANKS.ky],
    },
    fields: [
      { uuid: LEAD_FIELD_IDS.club.name, slug: 'name', type: 'TEXT', required: true, title: NAME },
      { uuid: LEAD_FIELD_IDS.club.phone, slug: 'phone', type: 'TEXT', required: true, title: PHONE },
    ],
  },
  {
    slug: 'footer',
    text: {
      ru: ['Остались вопросы?', 'Оставьте контакты — мы перезвоним', '', 'Перезвоните мне', ...THANKS.ru],
      en: ['Any questions?', 'Leave your details and we will call you back', '', 'Call me back', ...THANKS.en],
      ky: ['Суроолор калдыбы?', 'Байланыш маалыматыңызды калтырыңыз — кайра чалабыз', '', 'Мага чалыңыз', ...THANKS.ky],
    },
    fields: [
      { uuid: LEAD_FIELD_IDS.footer.name, slug: 'name', type: 'TEXT', required: true, title: NAME },
      { uuid: LEAD_FIELD_IDS.footer.phone, slug: 'phone', type: 'TEXT', required: true, title: PHONE },
    ],
  },
  {
    slug: 'career',
    text: {
      ru: ['Отклик на вакансию', 'Расскажите о себе — мы ответим в течение трёх рабочих дней', '', 'Откликнуться', 'Спасибо за отклик!', 'Мы изучим его и свяжемся с вами.'],
      en: ['Apply for the vacancy', 'Tell us about yourself and we will answer within three working days', '', 'Apply', 'Thank you for applying!', 'We will read your application and contact you.'],
      ky: ['Вакансияга жооп берүү', 'Өзүңүз жөнүндө айтыңыз — үч жумушчу күндүн ичинде жооп беребиз', '', 'Жооп берүү', 'Жообуңуз үчүн рахмат!', 'Биз аны карап чыгып, сиз менен байланышабыз.'],
    },
    fields: [
      { slug: 'name', type: 'TEXT', required: true, title: NAME },
      { slug: 'phone', type: 'TEXT', required: true, title: PHONE },
      { slug: 'email', type: 'TEXT', required: false, title: { ru: 'Электронная почта', en: 'E-mail', ky: 'Электрондук почта' } },
      { slug: 'about', type: 'BIG_TEXT', required: false, title: { ru: 'О себе и опыте', en: 'About you and your experience', ky: 'Өзүңүз жана тажрыйбаңыз жөнүндө' } },
      { slug: 'vacancy', type: 'TEXT', required: true, hidden: true, title: { ru: 'Вакансия', en: 'Vacancy', ky: 'Вакансия' } },
    ],
  },
]

export function seedForms(random: Random): string[] {
  const forms: Row[] = []
  const formTexts: Row[] = []
  const fields: Row[] = []
  const fieldTexts: Row[] = []
  FORMS.forEach((form, index) => {
    const id = index + 1
    forms.push({ id, slug: form.slug, position: index })
    for (const language of LANGS) {
      const text = form.text[language]
      if (!text) continue
      const [title, subtitle, subtitle_down, submit_title, thanks_title, thanks_description] = text
      formTexts.push({ form_id: id, language, title, subtitle, subtitle_down, submit_title, thanks_title, thanks_description })
    }
    form.fields.forEach((field, position) => {
      const uuid = field.uuid ?? random.uuid()
      fields.push({ uuid, form_id: id, slug: field.slug, type: field.type, required: field.required, hidden: field.hidden ?? false, position })
      fieldTexts.push(...perLanguage(field.title, (language) => ({ field_uuid: uuid, language, title: field.title[language]! })))
    })
  })
  return [
    ...insertMissing('forms', forms),
    ...insertMissing('form_translations', formTexts),
    ...insertMissing('form_fields', fields),
    ...insertMissing('form_field_translations', fieldTexts),
  ]
}
