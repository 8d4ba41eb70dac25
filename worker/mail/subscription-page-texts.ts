/** Texts of the subscription result pages (Worker pages outside the app, so outside locales/*.json). */
import type { Language } from '../../src/model/languages'

export type SubscriptionOutcome = 'confirmed' | 'confirmInvalid' | 'unsubscribed' | 'unsubscribeInvalid'

export const SUBSCRIPTION_PAGE_TEXTS: Record<Language, Record<SubscriptionOutcome, [title: string, text: string]> & { home: string }> = {
  ru: {
    confirmed: ['Подписка подтверждена', 'Спасибо! Теперь вы будете получать новости о мероприятиях и курсах.'],
    confirmInvalid: ['Ссылка не работает', 'Ссылка уже использована или устарела. Подпишитесь ещё раз на странице мероприятий или курсов.'],
    unsubscribed: ['Вы отписались', 'Мы больше не будем присылать вам рассылку.'],
    unsubscribeInvalid: ['Ссылка не работает', 'Мы не нашли подписку по этой ссылке.'],
    home: 'На главную',
  },
  en: {
    confirmed: ['Subscription confirmed', 'Thank you! You will now receive news about our events and courses.'],
    confirmInvalid: ['This link does not work', 'The link was used already or has expired. Subscribe again on the events or courses page.'],
    unsubscribed: ['You have unsubscribed', 'We will not send you the newsletter any more.'],
    unsubscribeInvalid: ['This link does not work', 'We found no subscription for this link.'],
    home: 'Home page',
  },
  ky: {
    confirmed: ['Жазылуу ырасталды', 'Рахмат! Эми сиз иш-чаралар жана курстар тууралуу жаңылыктарды аласыз.'],
    confirmInvalid: ['Шилтеме иштебейт', 'Шилтеме колдонулган же мөөнөтү өтүп кеткен. Иш-чаралар же курстар барагында кайра жазылыңыз.'],
    unsubscribed: ['Сиз жазылуудан баш тарттыңыз', 'Мындан ары сизге каттарды жибербейбиз.'],
    unsubscribeInvalid: ['Шилтеме иштебейт', 'Бул шилтеме боюнча жазылуу табылган жок.'],
    home: 'Башкы бет',
  },
}
