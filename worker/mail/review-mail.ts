/** The moderators' mail (issue 41): a review waits ("at once"), or the day's digest of waiting reviews, in the moderator's language. */
import { html } from 'hono/html'
import type { Language } from '../../src/model/languages'
import type { OutboxMessage } from '../db/outbox'
import { mailDocument } from './layout'
import { MAIL_TEXTS } from './texts'

interface ReviewMailTexts {
  newSubject: string
  newIntro: string
  digestSubject: (count: number) => string
  digestIntro: (count: number) => string
  action: string
  settings: string
}

const plural = (count: number, one: string, few: string, many: string) => {
  const ten = count % 10
  const hundred = count % 100
  return ten === 1 && hundred !== 11 ? one : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? few : many
}

const TEXTS: Record<Language, ReviewMailTexts> = {
  ru: {
    newSubject: 'Новый отзыв ждёт модерации',
    newIntro: 'На сайт пришёл новый отзыв. Он появится на сайте, когда модератор его одобрит.',
    digestSubject: (count) => `Отзывы ждут модерации: ${count}`,
    digestIntro: (count) => `Модерации ждут ${count} ${plural(count, 'отзыв', 'отзыва', 'отзывов')}.`,
    action: 'Открыть очередь отзывов',
    settings: 'Как часто приходят эти письма, можно выбрать на главной странице пульта.',
  },
  en: {
    newSubject: 'A new review waits for moderation',
    newIntro: 'A new review came in. It shows on the site once a moderator approves it.',
    digestSubject: (count) => `Reviews waiting for moderation: ${count}`,
    digestIntro: (count) => (count === 1 ? '1 review waits for moderation.' : `${count} reviews wait for moderation.`),
    action: 'Open the review queue',
    settings: 'Choose how often these mails come on the home page of the desk.',
  },
  ky: {
    newSubject: 'Жаңы пикир модерацияны күтүп турат',
    newIntro: 'Сайтка жаңы пикир келди. Модератор жактыргандан кийин ал сайтта көрүнөт.',
    digestSubject: (count) => `Модерацияны күткөн пикирлер: ${count}`,
    digestIntro: (count) => `${count} пикир модерацияны күтүп турат.`,
    action: 'Пикирлердин кезегин ачуу',
    settings: 'Бул каттар канча жолу келерин пульттун башкы бетинен тандасаңыз болот.',
  },
}

export interface ReviewMailInput {
  recipient: string
  language: Language
  /** The review's uuid ("at once") or the day (digest). */
  cause: string
  /** The queue's address in the recipient's language. */
  link: string
  /** The digest's count of waiting reviews; absent for one new review. */
  waiting?: number
}

export async function reviewMail(input: ReviewMailInput): Promise<OutboxMessage> {
  const t = TEXTS[input.language]
  const digest = input.waiting !== undefined
  const subject = digest ? t.digestSubject(input.waiting!) : t.newSubject
  const intro = digest ? t.digestIntro(input.waiting!) : t.newIntro
  const signature = MAIL_TEXTS[input.language].signature
  const text = [intro, '', `${t.action}: ${input.link}`, '', t.settings, '', signature].join('\n')
  const body = await mailDocument(
    input.language,
    subject,
    html`<p>${intro}</p>
<p><a href="${input.link}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#fff;border-radius:8px;text-decoration:none">${t.action}</a></p>
<p>${t.settings}</p><p>${signature}</p>`,
  )
  return {
    kind: digest ? 'review_digest' : 'review_waiting',
    cause: input.cause,
    channel: 'visitors',
    recipient: input.recipient,
    language: input.language,
    subject,
    text,
    html: body,
    holdsSecret: false,
  }
}
