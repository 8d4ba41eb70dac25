import type { Context } from 'hono'
import { siteIconLinksHtml } from '../../src/model/site-icons'
import type { AppEnv } from '../env'
import { RETRY_AFTER_SECONDS } from '../lib/database-unavailable'

type Language = 'ru' | 'en' | 'ky'

const FAILURE = {
  ru: { title: 'Ошибка сервера', text: 'Что-то пошло не так. Попробуйте обновить страницу чуть позже.', home: 'На главную' },
  en: { title: 'Server error', text: 'Something went wrong. Please try again a little later.', home: 'Home page' },
  ky: { title: 'Сервер катасы', text: 'Бир нерсе туура эмес болду. Бир аздан кийин кайра аракет кылыңыз.', home: 'Башкы бет' },
} as const

const UNAVAILABLE = {
  ru: { title: 'Сайт временно недоступен', text: 'Мы не можем прочитать данные прямо сейчас. Обновите страницу через минуту.', home: 'На главную' },
  en: { title: 'Temporarily unavailable', text: 'We cannot read the site’s data right now. Please reload the page in a minute.', home: 'Home page' },
  ky: { title: 'Сайт убактылуу жеткиликсиз', text: 'Азыр маалыматтарды окуй албай жатабыз. Бир мүнөттөн кийин баракты жаңылаңыз.', home: 'Башкы бет' },
} as const

/** The page's language: the one the locale rule found, or (when it could not run) the path's prefix. */
function languageOf(c: Context<AppEnv>): Language {
  const found = c.get('language')
  if (found) return found
  const prefix = new URL(c.req.url).pathname.split('/')[1]
  return prefix === 'en' || prefix === 'ky' ? prefix : 'ru'
}

/** A page made without the app and without the database: the code, a title, a text and the way home. */
function lastResortPage(c: Context<AppEnv>, code: 500 | 503, texts: typeof FAILURE | typeof UNAVAILABLE): Response {
  const language = languageOf(c)
  const text = texts[language]
  const home = language === 'ru' ? '/' : `/${language}`
  return c.html(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${siteIconLinksHtml()}<title>${code} — ${text.title}</title><meta name="robots" content="noindex,follow"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><p style="font-size:4rem;margin:0">${code}</p><h1>${text.title}</h1><p>${text.text}</p><p><a href="${home}">${text.home}</a></p></main></body></html>`,
    code,
    code === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } : { 'Cache-Control': 'no-store' },
  )
}

/** The last resort 500 page, made without the app (used only when rendering itself failed). */
export function renderFailurePage(c: Context<AppEnv>): Response {
  return lastResortPage(c, 500, FAILURE)
}

/** D1 cannot be reached before the app could start (the visitor's session, the languages): 503, try again soon. */
export function renderUnavailablePage(c: Context<AppEnv>): Response {
  return lastResortPage(c, 503, UNAVAILABLE)
}
