import { describe, expect, it } from 'vitest'
import { trainerSocialLinks } from './social-links'

describe('trainerSocialLinks (TRAINER-03)', () => {
  it('keeps known networks with web links, in order', () => {
    expect(
      trainerSocialLinks({
        telegram: 'https://t.me/a',
        website: 'https://example.com',
        instagram: 'https://instagram.com/a',
        vk: 'javascript:alert(1)',
      }),
    ).toEqual([
      { network: 'telegram', url: 'https://t.me/a' },
      { network: 'instagram', url: 'https://instagram.com/a' },
    ])
  })
  it('gives nothing for no map', () => {
    expect(trainerSocialLinks(null)).toEqual([])
  })
})
