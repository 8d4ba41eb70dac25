import { describe, expect, it } from 'vitest'
import { htmlToPlainText, plainTextToHtml } from './visitor-text'

describe('a visitor text stored as escaped paragraphs (BE-09, issue 41)', () => {
  it('escapes markup and keeps paragraphs and line breaks', () => {
    expect(plainTextToHtml('Hi <b>&\n line\n\n\nnext')).toBe('<p>Hi &lt;b&gt;&amp;<br> line</p><p>next</p>')
  })

  it('reads back as the text a moderator corrects', () => {
    const text = 'Great "course" <3\nthanks\n\nSecond & last'
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text)
  })
})
