import { describe, expect, it } from 'vitest'
import { shouldPlayHeroVideo } from './hero-media'

describe('shouldPlayHeroVideo (HOME-02)', () => {
  it('plays for visitors who accept motion and do not save data', () => {
    expect(shouldPlayHeroVideo({ reducedMotion: false, saveData: false })).toBe(true)
  })

  it('shows only the poster with reduced motion or the data saver', () => {
    expect(shouldPlayHeroVideo({ reducedMotion: true, saveData: false })).toBe(false)
    expect(shouldPlayHeroVideo({ reducedMotion: false, saveData: true })).toBe(false)
  })
})
