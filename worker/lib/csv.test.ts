import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument, csvHeaders } from './csv'

describe('CSV exports of the desk (issue 41)', () => {
  it('escapes cells a spreadsheet would run as formulas: =, +, -, @, tab and CR at the start', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+7 999 123-45-67')).toBe("'+7 999 123-45-67")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
    expect(csvCell('Иван = Петров')).toBe('Иван = Петров')
  })

  it('quotes commas, quotes and line breaks (RFC 4180); numbers and empty values as they are', () => {
    expect(csvCell('Бишкек, ул. Токтогула')).toBe('"Бишкек, ул. Токтогула"')
    expect(csvCell('он сказал "да"')).toBe('"он сказал ""да"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(-1500)).toBe('-1500')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(true)).toBe('true')
  })

  it('writes a UTF-8 document with a byte-order mark and CRLF records', () => {
    expect(csvDocument(['name', 'city'], [['Айгуль', 'Бишкек'], ['=1', null]])).toBe('\uFEFFname,city\r\nАйгуль,Бишкек\r\n\'=1,\r\n')
    expect(csvHeaders('leads', '2026-11-28')['Content-Disposition']).toBe('attachment; filename="leads-2026-11-28.csv"')
  })
})
