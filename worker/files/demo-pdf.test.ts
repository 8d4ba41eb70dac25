import { describe, expect, it } from 'vitest'
import { demoPdf } from './demo-pdf'

describe('demo PDF (BE-26)', () => {
  it('BE-26: is a PDF whose cross-reference table points at each object', () => {
    const bytes = demoPdf('Vacancy (sales)', ['Line one', 'Строка'])
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    expect(text).toContain('(Vacancy \\(sales\\)) Tj')
    expect(text).toContain("(??????) '")
  })
})
