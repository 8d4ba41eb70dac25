import { describe, expect, it } from 'vitest'
import { fillRuGaps } from './ru-gaps'

describe('ru fills the gaps of a translation when rendering (issue 42.5, I18N-06)', () => {
  it('an empty text takes the ru text at the same list index and key; filled texts, numbers and extra items stay', () => {
    const ru = [{ value: '32', label: 'центра' }, { year: 2008, text: 'Основание' }]
    const ky = [{ value: '32', label: ' ' }, { year: 2008, text: '' }, { year: 2010, text: 'Жаңы' }]
    expect(fillRuGaps(ky, ru)).toEqual([{ value: '32', label: 'центра' }, { year: 2008, text: 'Основание' }, { year: 2010, text: 'Жаңы' }])
    expect(fillRuGaps([{ label: 'centres' }], ru)).toEqual([{ label: 'centres' }])
    expect(fillRuGaps('', undefined)).toBe('')
    expect(fillRuGaps(null, 'x')).toBeNull()
  })
})
