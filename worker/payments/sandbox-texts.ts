import type { Language } from '../../src/model/languages'

/** Texts of the sandbox checkout page (a Worker page outside the app, so outside locales/*.json). */
export interface SandboxTexts {
  title: string
  notice: string
  amount: string
  description: string
  pay: string
  decline: string
  decided: string
  succeeded: string
  canceled: string
  back: string
  notFound: string
}

export const SANDBOX_TEXTS: Record<Language, SandboxTexts> = {
  ru: {
    title: 'Тестовая оплата',
    notice: 'Это тестовая касса: деньги не списываются. Выберите, чем закончится оплата.',
    amount: 'Сумма',
    description: 'Назначение',
    pay: 'Оплатить',
    decline: 'Отклонить',
    decided: 'Решение по этому счёту уже принято.',
    succeeded: 'Счёт оплачен.',
    canceled: 'Оплата отклонена.',
    back: 'Вернуться на сайт',
    notFound: 'Счёт не найден.',
  },
  en: {
    title: 'Test payment',
    notice: 'This is a test checkout: no money is charged. Choose how the payment ends.',
    amount: 'Amount',
    description: 'Purpose',
    pay: 'Pay',
    decline: 'Decline',
    decided: 'This invoice has already been decided.',
    succeeded: 'The invoice is paid.',
    canceled: 'The payment was declined.',
    back: 'Back to the site',
    notFound: 'Invoice not found.',
  },
  ky: {
    title: 'Сыноо төлөмү',
    notice: 'Бул сыноо кассасы: акча алынбайт. Төлөм эмне менен бүтөрүн тандаңыз.',
    amount: 'Сумма',
    description: 'Максаты',
    pay: 'Төлөө',
    decline: 'Баш тартуу',
    decided: 'Бул эсеп боюнча чечим буга чейин кабыл алынган.',
    succeeded: 'Эсеп төлөндү.',
    canceled: 'Төлөм четке кагылды.',
    back: 'Сайтка кайтуу',
    notFound: 'Эсеп табылган жок.',
  },
}
