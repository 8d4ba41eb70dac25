import { describe, expect, it } from 'vitest'
import { TAG_ROW } from '../../components/cards/card-rows.fixture'
import { splitTagCloud, TAG_CLOUD_VISIBLE, toTagCloudItem } from './tag-cloud'

const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag-${i}`)

describe('splitTagCloud (HOME-06, HOME-07)', () => {
  it('shows the first 24 in the given order and keeps the rest for "more"', () => {
    const { shown, rest } = splitTagCloud(tags(30))
    expect(TAG_CLOUD_VISIBLE).toBe(24)
    expect(shown).toEqual(tags(24))
    expect(rest).toEqual(['tag-24', 'tag-25', 'tag-26', 'tag-27', 'tag-28', 'tag-29'])
  })

  it('has nothing to expand with 24 tags or fewer', () => {
    expect(splitTagCloud(tags(24)).rest).toEqual([])
    expect(splitTagCloud(tags(3))).toEqual({ shown: tags(3), rest: [] })
  })
})

describe('toTagCloudItem (HOME-06, issue 4 speed)', () => {
  it('keeps the key, link and text of a chip, not the counts', () => {
    expect(toTagCloudItem(TAG_ROW)).toStrictEqual({ id: 2, slug: 'sales', title: 'Sales' })
  })
})
