import type { Language } from '../../src/model/languages'

/** Texts of the page on how to pay in the Uzum Bank app (a Worker page outside the app, so outside locales/*.json). */
export interface UzumTexts {
  title: string
  steps: [open: string, code: string, back: string]
  service: string
  code: string
  amount: string
  status: string
  back: string
  notFound: string
}

export const UZUM_TEXTS: Record<Language, UzumTexts> = {
  ru: {
    title: 'Оплата в приложении Uzum Bank',
    steps: [
      'Откройте приложение Uzum Bank и найдите наш сервис по его номеру.',
      'Введите код платежа и сумму, указанные ниже.',
      'После оплаты вернитесь на страницу заказа: мы покажем, что оплата получена.',
    ],
    service: 'Номер сервиса',
    code: 'Код платежа',
    amount: 'Сумма',
    status: 'Этот платёж больше не ждёт оплаты.',
    back: 'Вернуться к заказу',
    notFound: 'Платёж не найден.',
  },
  en: {
    title: 'Pay in the Uzum Bank app',
    steps: [
      'Open the Uzum Bank app and find our service by its number.',
      'Enter the payment code and the amount shown below.',
      'After paying, come back to the order page: it shows when the payment has arrived.',
    ],
    service: 'Service number',
    code: 'Payment code',
    amount: 'Amount',
    status: 'This payment is no longer awaiting payment.',
    back: 'Back to the order',
    notFound: 'Payment not found.',
  },
  ky: {
    title: 'Uzum Bank тиркемесинде төлөө',
    steps: [
      'Uzum Bank тиркемесин ачып, биздин кызматты анын номери боюнча табыңыз.',
      'Төмөндө көрсөтүлгөн төлөмдүн кодун жана сумманы киргизиңиз.',
      'Төлөгөндөн кийин буйрутма барагына кайтыңыз: төлөм келгенин ошол жерден көрөсүз.',
    ],
    service: 'Кызматтын номери',
    code: 'Төлөмдүн коду',
    amount: 'Сумма',
    status: 'Бул төлөм мындан ары төлөнүүнү күтпөйт.',
    back: 'Буйрутмага кайтуу',
    notFound: 'Төлөм табылган жок.',
  },
}
