import type { Context } from 'hono'
import { siteIconLinksHtml } from '../../src/model/site-icons'
import type { AppEnv } from '../env'

const TEXT = {
  ru: { title: 'Ошибка сервера', text: 'Что-то пошло не так. Попробуйте обновить страницу чуть позже.', home: 'На главную' },
  en: { title: 'Server error', text: 'Something went wrong. Please try again a little later.', home: 'Home page' },
  ky: { title: 'Сервер катасы', text: 'Бир нерсе туура эмес болду. Бир аздан кийин кайра аракет кылыңыз.', home: 'Башкы бет' },
} as const

/** The last resort 500 page, made without the app (used only when rendering itself failed). */
export function renderFailurePage(c: Context<AppEnv>): Response {
  const language = c.get('language') ?? 'ru'
  const text = TEXT[language]
  const home = language === 'ru' ? '/' : `/${language}`
  return c.html(
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${siteIconLinksHtml()}<title>500 — ${text.title}</title><meta name="robots" content="noindex,follow"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><p style="font-size:4rem;margin:0">500</p><h1>${text.title}</h1><p>${text.text}</p><p><a href="${home}">${text.home}</a></p></main></body></html>`,
    500,
  )
}
