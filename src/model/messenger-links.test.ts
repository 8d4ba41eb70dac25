import { describe, expect, it } from 'vitest'
import { askInMessengerUrl } from './messenger-links'

describe('ask about an item in a messenger (issue 45.4)', () => {
  it('WhatsApp opens the manager with the message; Telegram shares the page with it', () => {
    const text = 'Вопрос о «Переговоры & продажи»'
    expect(askInMessengerUrl({ messenger: 'whatsapp', url: 'https://wa.me/996555100200', display: '' }, text, 'https://x.example/shop/a')).toBe(
      `https://wa.me/996555100200?text=${encodeURIComponent(text)}`,
    )
    const telegram = new URL(askInMessengerUrl({ messenger: 'telegram', url: 'https://t.me/vershina_help', display: '' }, text, 'https://x.example/shop/a'))
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
    expect(telegram.searchParams.get('text')).toBe(text)
    expect(telegram.searchParams.get('url')).toBe('https://x.example/shop/a')
  })
})
