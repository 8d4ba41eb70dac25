/** Texts of the mail the site sends, per language (mail leaves the app, so outside locales/*.json). */
import type { Language } from '../../src/model/languages'
import type { AnswerChannel } from '../../src/model/lead-messenger'
import type { PaymentPageType } from '../../src/model/payment-page-types'

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
  /** The button (HTML) and line (text) that open the lead's page in the staff desk. */
  leadOpen: string
  yes: string
  no: string
  /** Issue 45.5: how the visitor wants to be answered; an old lead's "a messenger suits me better" is `messenger`. */
  answerChannels: Record<AnswerChannel | 'messenger', string>
  confirmSubject: string
  confirmIntro: string
  confirmAction: string
  confirmExpiry: (hours: number) => string
  confirmIgnore: string
  unsubscribeNote: string
  unsubscribeAction: string
  signature: string
  orderPaidSubject: (number: number) => string
  orderPaidIntro: (name: string) => string
  orderNumber: string
  orderKinds: Record<PaymentPageType, string>
  orderOption: string
  orderPaid: string
  orderAccess: (months: number, until: string) => string
  orderNextStep: Record<PaymentPageType, string>
  orderNoticeSubject: (number: number, title: string) => string
  orderNoticeIntro: string
  orderBuyer: string
  orderPhone: string
  orderEmail: string
  orderMethod: string
  orderPaidAt: string
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
    leadOpen: 'Открыть заявку',
    yes: 'да',
    no: 'нет',
    answerChannels: { phone: 'звонок', telegram: 'Telegram', whatsapp: 'WhatsApp', messenger: 'мессенджер' },
    confirmSubject: 'Подтвердите подписку',
    confirmIntro: 'Вы подписались на новости о мероприятиях и курсах. Подтвердите адрес, чтобы получать письма.',
    confirmAction: 'Подтвердить подписку',
    confirmExpiry: (hours) => `Ссылка действует ${hours} ч.`,
    confirmIgnore: 'Если вы не подписывались, просто не открывайте ссылку: мы больше не напишем.',
    unsubscribeNote: 'Не хотите получать письма?',
    unsubscribeAction: 'Отписаться',
    signature: 'Команда академии',
    orderPaidSubject: (number) => `Заказ №${number} оплачен`,
    orderPaidIntro: (name) => `${name}, спасибо! Мы получили оплату вашего заказа.`,
    orderNumber: 'Номер заказа',
    orderKinds: { events: 'Мероприятие', products: 'Товар', online_courses: 'Онлайн-курс' },
    orderOption: 'Вариант',
    orderPaid: 'Оплачено',
    orderAccess: (months, until) => `Доступ к курсу: ${months} месяцев, до ${until}.`,
    orderNextStep: {
      events: 'Ждём вас на мероприятии!',
      products: 'Менеджер свяжется с вами, чтобы договориться о доставке.',
      online_courses: 'Менеджер пришлёт вам данные для входа на платформу курса.',
    },
    orderNoticeSubject: (number, title) => `Оплачен заказ №${number}: ${title}`,
    orderNoticeIntro: 'На сайте оплачен заказ.',
    orderBuyer: 'Покупатель',
    orderPhone: 'Телефон',
    orderEmail: 'Эл. почта',
    orderMethod: 'Способ оплаты',
    orderPaidAt: 'Время оплаты',
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
    leadOpen: 'Open the lead',
    yes: 'yes',
    no: 'no',
    answerChannels: { phone: 'a phone call', telegram: 'Telegram', whatsapp: 'WhatsApp', messenger: 'a messenger' },
    confirmSubject: 'Please confirm your subscription',
    confirmIntro: 'You subscribed to news about our events and courses. Confirm your address to start receiving them.',
    confirmAction: 'Confirm subscription',
    confirmExpiry: (hours) => `The link works for ${hours} hours.`,
    confirmIgnore: 'If you did not subscribe, just ignore this message: we will not write again.',
    unsubscribeNote: 'Do not want these messages?',
    unsubscribeAction: 'Unsubscribe',
    signature: 'The academy team',
    orderPaidSubject: (number) => `Order No. ${number} is paid`,
    orderPaidIntro: (name) => `${name}, thank you! We have received the payment for your order.`,
    orderNumber: 'Order number',
    orderKinds: { events: 'Event', products: 'Product', online_courses: 'Online course' },
    orderOption: 'Option',
    orderPaid: 'Paid',
    orderAccess: (months, until) => `Course access: ${months} months, until ${until}.`,
    orderNextStep: {
      events: 'We look forward to seeing you at the event!',
      products: 'A manager will contact you to arrange the delivery.',
      online_courses: 'A manager will send you the sign-in details for the course platform.',
    },
    orderNoticeSubject: (number, title) => `Order No. ${number} paid: ${title}`,
    orderNoticeIntro: 'An order was paid on the site.',
    orderBuyer: 'Buyer',
    orderPhone: 'Phone',
    orderEmail: 'E-mail',
    orderMethod: 'Payment method',
    orderPaidAt: 'Paid at',
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
    leadOpen: 'Өтүнмөнү ачуу',
    yes: 'ооба',
    no: 'жок',
    answerChannels: { phone: 'телефон чалуу', telegram: 'Telegram', whatsapp: 'WhatsApp', messenger: 'мессенджер' },
    confirmSubject: 'Жазылууну ырастаңыз',
    confirmIntro: 'Сиз иш-чаралар жана курстар тууралуу жаңылыктарга жазылдыңыз. Каттарды алуу үчүн дарегиңизди ырастаңыз.',
    confirmAction: 'Жазылууну ырастоо',
    confirmExpiry: (hours) => `Шилтеме ${hours} саат иштейт.`,
    confirmIgnore: 'Эгер сиз жазылбаган болсоңуз, шилтемени ачпаңыз: биз экинчи жазбайбыз.',
    unsubscribeNote: 'Каттарды алгыңыз келбейби?',
    unsubscribeAction: 'Жазылуудан баш тартуу',
    signature: 'Академиянын командасы',
    orderPaidSubject: (number) => `№${number} буйрутма төлөндү`,
    orderPaidIntro: (name) => `${name}, рахмат! Буйрутмаңыздын төлөмүн алдык.`,
    orderNumber: 'Буйрутманын номери',
    orderKinds: { events: 'Иш-чара', products: 'Товар', online_courses: 'Онлайн-курс' },
    orderOption: 'Вариант',
    orderPaid: 'Төлөндү',
    orderAccess: (months, until) => `Курска кирүү мүмкүнчүлүгү: ${months} ай, ${until} чейин.`,
    orderNextStep: {
      events: 'Сизди иш-чарада күтөбүз!',
      products: 'Жеткирүү боюнча макулдашуу үчүн менеджер сиз менен байланышат.',
      online_courses: 'Менеджер курстун платформасына кирүү маалыматын жөнөтөт.',
    },
    orderNoticeSubject: (number, title) => `№${number} буйрутма төлөндү: ${title}`,
    orderNoticeIntro: 'Сайтта буйрутма төлөндү.',
    orderBuyer: 'Сатып алуучу',
    orderPhone: 'Телефон',
    orderEmail: 'Электрондук почта',
    orderMethod: 'Төлөм ыкмасы',
    orderPaidAt: 'Төлөнгөн убакыт',
  },
}
