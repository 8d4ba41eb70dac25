/** Texts of the mail the site sends, per language (mail leaves the app, so outside locales/*.json). */
import type { Language } from '../../src/model/languages'

export interface MailTexts {
  leadSubject: (form: string) => string
  leadIntro: (form: string) => string
  leadDetails: string
  language: string
  city: string
  country: string
  page: string
  userAgent: string
  agreedAt: string
  cv: string
  cvLink: (until: string) => string
  yes: string
  no: string
  confirmSubject: string
  confirmIntro: string
  confirmAction: string
  confirmExpiry: (hours: number) => string
  confirmIgnore: string
  unsubscribeNote: string
  unsubscribeAction: string
  signature: string
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  ru: {
    leadSubject: (form) => `Новая заявка: ${form}`,
    leadIntro: (form) => `На сайте оставили заявку через форму «${form}».`,
    leadDetails: 'Подробности',
    language: 'Язык',
    city: 'Город',
    country: 'Страна',
    page: 'Страница',
    userAgent: 'Браузер',
    agreedAt: 'Согласие на обработку данных',
    cv: 'Резюме',
    cvLink: (until) => `скачать (ссылка действует до ${until})`,
    yes: 'да',
    no: 'нет',
    confirmSubject: 'Подтвердите подписку',
    confirmIntro: 'Вы подписались на новости о мероприятиях и курсах. Подтвердите адрес, чтобы получать письма.',
    confirmAction: 'Подтвердить подписку',
    confirmExpiry: (hours) => `Ссылка действует ${hours} ч.`,
    confirmIgnore: 'Если вы не подписывались, просто не открывайте ссылку: мы больше не напишем.',
    unsubscribeNote: 'Не хотите получать письма?',
    unsubscribeAction: 'Отписаться',
    signature: 'Команда академии',
  },
  en: {
    leadSubject: (form) => `New request: ${form}`,
    leadIntro: (form) => `A visitor sent a request through the form “${form}”.`,
    leadDetails: 'Details',
    language: 'Language',
    city: 'City',
    country: 'Country',
    page: 'Page',
    userAgent: 'Browser',
    agreedAt: 'Agreed to data processing',
    cv: 'CV',
    cvLink: (until) => `download (the link works until ${until})`,
    yes: 'yes',
    no: 'no',
    confirmSubject: 'Please confirm your subscription',
    confirmIntro: 'You subscribed to news about our events and courses. Confirm your address to start receiving them.',
    confirmAction: 'Confirm subscription',
    confirmExpiry: (hours) => `The link works for ${hours} hours.`,
    confirmIgnore: 'If you did not subscribe, just ignore this message: we will not write again.',
    unsubscribeNote: 'Do not want these messages?',
    unsubscribeAction: 'Unsubscribe',
    signature: 'The academy team',
  },
  ky: {
    leadSubject: (form) => `Жаңы өтүнмө: ${form}`,
    leadIntro: (form) => `Сайтта «${form}» формасы аркылуу өтүнмө калтырылды.`,
    leadDetails: 'Кошумча маалымат',
    language: 'Тил',
    city: 'Шаар',
    country: 'Өлкө',
    page: 'Барак',
    userAgent: 'Браузер',
    agreedAt: 'Маалыматтарды иштетүүгө макулдук',
    cv: 'Резюме',
    cvLink: (until) => `жүктөп алуу (шилтеме ${until} чейин иштейт)`,
    yes: 'ооба',
    no: 'жок',
    confirmSubject: 'Жазылууну ырастаңыз',
    confirmIntro: 'Сиз иш-чаралар жана курстар тууралуу жаңылыктарга жазылдыңыз. Каттарды алуу үчүн дарегиңизди ырастаңыз.',
    confirmAction: 'Жазылууну ырастоо',
    confirmExpiry: (hours) => `Шилтеме ${hours} саат иштейт.`,
    confirmIgnore: 'Эгер сиз жазылбаган болсоңуз, шилтемени ачпаңыз: биз экинчи жазбайбыз.',
    unsubscribeNote: 'Каттарды алгыңыз келбейби?',
    unsubscribeAction: 'Жазылуудан баш тартуу',
    signature: 'Академиянын командасы',
  },
}
