import { describe, expect, it } from 'vitest'
import { SHARE_NETWORKS, shareHref, sharePopupFeatures } from './share-links'

describe('share links (SHARE-02, SHARE-03)', () => {
  const url = 'https://example.org/events/i/leadership?x=1&y=2'

  it('every network link carries the encoded page address', () => {
    for (const network of SHARE_NETWORKS) {
      expect(shareHref(network, url, 'Лидерство & рост')).toContain(encodeURIComponent(url))
    }
    expect(shareHref('telegram', url, 'A & B')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=A%20%26%20B`,
    )
  })

  it('SHARE-03: the popup is at most 560 × 340 and fits a smaller screen', () => {
    expect(sharePopupFeatures({ availWidth: 1920, availHeight: 1080 })).toContain('width=560,height=340,left=680,top=370')
    expect(sharePopupFeatures({ availWidth: 375, availHeight: 300 })).toContain('width=375,height=300,left=0,top=0')
  })
})
