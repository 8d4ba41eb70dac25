import { describe, expect, it } from 'vitest'
import { attachmentDisposition, cleanFileName, fileKeyName, fileRefusal, MAX_FILE_BYTES } from './file-upload'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('uploaded files (issue 42, BE-26)', () => {
  it('BE-26: accepts a PDF by its bytes; refuses another type, markup near its start, an empty or too large file', () => {
    expect(fileRefusal(bytes('%PDF-1.7\n1 0 obj'))).toBeNull()
    expect(fileRefusal(bytes('<script>alert(1)</script>'))).toBe('unsupported_type')
    expect(fileRefusal(bytes('%PDF-1.4\n<HTML><body>'))).toBe('polyglot')
    expect(fileRefusal(new Uint8Array(0))).toBe('empty')
    expect(fileRefusal(new Uint8Array(MAX_FILE_BYTES + 1))).toBe('too_large')
  })

  it('keeps the name without its path or control characters, always ending in .pdf; the key is an ASCII slug', () => {
    expect(cleanFileName('C:\\Users\\hr\\Вакансия\u0007 "дизайнер".PDF')).toBe('Вакансия дизайнер.pdf')
    expect(cleanFileName('  ')).toBe('file.pdf')
    expect(fileKeyName('Designer (Bishkek) 2026.pdf')).toBe('designer-bishkek-2026.pdf')
    expect(fileKeyName('Вакансия.pdf')).toBe('file.pdf')
  })

  it('names the download in ASCII and in UTF-8 (RFC 6266)', () => {
    expect(attachmentDisposition("Отчёт's (1).pdf")).toBe(`attachment; filename="_____'s (1).pdf"; filename*=UTF-8''${encodeURIComponent('Отчёт')}%27s%20%281%29.pdf`)
  })
})
