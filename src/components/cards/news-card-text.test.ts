import { describe, expect, it } from 'vitest'
import { NEWS_CARD_TEXT_MAX, newsCardText } from './news-card-text'

describe('newsCardText (NEWS-04)', () => {
  it('strips the HTML of short_description and decodes entities', () => {
    expect(newsCardText('<p>Открыт <b>набор</b> на&nbsp;курс</p><p>«Лидер»</p>')).toBe('Открыт набор на курс «Лидер»')
  })

  it('keeps a text of up to 125 characters whole', () => {
    const text = 'а'.repeat(NEWS_CARD_TEXT_MAX)
    expect(newsCardText(`<p>${text}</p>`)).toBe(text)
  })

  it('cuts a longer text to at most 125 characters with an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `слово${i}`).join(' ')
    const card = newsCardText(`<p>${words}</p>`)
    expect(card.length).toBeLessThanOrEqual(NEWS_CARD_TEXT_MAX)
    expect(card.endsWith('…')).toBe(true)
    expect(words.startsWith(card.slice(0, -1))).toBe(true)
  })
})
