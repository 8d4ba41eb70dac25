import { describe, expect, it } from 'vitest'
import { applyRichText } from './rich-text-markup'

describe('rich-text toolbar (issue 42)', () => {
  it('wraps the selection in bold, italic, a heading and a link, keeping the selection on the words', () => {
    expect(applyRichText('a word b', 2, 6, 'bold')).toEqual({ text: 'a <strong>word</strong> b', start: 10, end: 14 })
    expect(applyRichText('word', 0, 4, 'italic').text).toBe('<em>word</em>')
    expect(applyRichText('Title', 0, 5, 'heading').text).toBe('<h2>Title</h2>')
    expect(applyRichText('site', 0, 4, 'link', 'https://x.example/?q="1"').text).toBe('<a href="https://x.example/?q=%221%22">site</a>')
  })

  it('makes each selected line a list item', () => {
    expect(applyRichText('one\ntwo', 0, 7, 'list').text).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
  })
})
