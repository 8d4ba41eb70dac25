/**
 * HOME-02: the hero's video and its poster, made on this machine by worker/tools/hero-video.mjs and served from
 * public/media/hero. The poster is a frame of the video at the video's size.
 */
export const HERO_MEDIA = {
  video: '/media/hero/hero.webm',
  poster: '/media/hero/hero-poster.webp',
  width: 960,
  height: 540,
} as const

export interface HeroPlaybackConditions {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean
  /** The browser's data saver (`navigator.connection.saveData`). */
  saveData: boolean
}

/** The video plays only for visitors who accept motion and have not asked to save data; others see the poster. */
export function shouldPlayHeroVideo({ reducedMotion, saveData }: HeroPlaybackConditions): boolean {
  return !reducedMotion && !saveData
}
