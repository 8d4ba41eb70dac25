import { describe, expect, it } from 'vitest'
import { firstExpandedImage } from './expanded-image'

const image = { uuid: 'a', small: '/s.svg', medium: '/m.svg', large: '/l.svg' }

describe('firstExpandedImage (ENTITY-18)', () => {
  it('gives the first rendition set of expanded images', () => {
    expect(firstExpandedImage([image, { ...image, uuid: 'b' }])).toBe(image)
  })
  it('gives null for uuids only, an empty list or nothing', () => {
    expect(firstExpandedImage(['a', 'b'])).toBeNull()
    expect(firstExpandedImage([])).toBeNull()
    expect(firstExpandedImage(undefined)).toBeNull()
  })
})
