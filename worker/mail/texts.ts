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
  yes: string
  no: string
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
    yes: 'да',
    no: 'нет',
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
    yes: 'yes',
    no: 'no',
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
    yes: 'ооба',
    no: 'жок',
  },
}
