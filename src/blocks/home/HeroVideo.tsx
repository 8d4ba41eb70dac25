import { useEffect, useRef } from 'react'
import { afterLoadWhenIdle } from '../../after-load-when-idle'
import { HERO_MEDIA, shouldPlayHeroVideo } from './hero-media'

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } }

/**
 * HOME-02: the hero's backdrop. One element, the muted looping video, shows its poster (the video's first frame)
 * at once; the video itself fetches nothing until the page has loaded (`preload="none"`), then plays from that same
 * frame, started at the first idle moment after the load: starting a media pipeline costs a phone's main thread
 * tens of milliseconds, which stay out of the hydration's tasks. With reduced motion or the data saver only the
 * poster shows, and turning reduced motion on pauses it.
 *
 * The poster is the page's largest paint on phones. It is the video's own poster, not an image under the video: the
 * first frame of a playing video is a paint of its own, and over a separate image it would move the largest paint to
 * the moment the video starts (seconds later on a slow connection). The home route preloads the poster.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const saveData = Boolean((navigator as NavigatorWithConnection).connection?.saveData)
    const start = () => {
      if (!shouldPlayHeroVideo({ reducedMotion: reducedMotion.matches, saveData })) return
      video.muted = true
      video.autoplay = true
      video.preload = 'auto'
      // A browser that refuses to play keeps showing the poster.
      video.play().catch(() => {})
    }
    const onMotionChange = () => (reducedMotion.matches ? video.pause() : start())
    const cancelStart = afterLoadWhenIdle(start)
    reducedMotion.addEventListener('change', onMotionChange)
    return () => {
      cancelStart()
      reducedMotion.removeEventListener('change', onMotionChange)
    }
  }, [])

  return (
    <div className="hero__media">
      <video
        ref={videoRef}
        className="hero__video"
        poster={HERO_MEDIA.poster}
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        muted
        loop
        playsInline
        preload="none"
        tabIndex={-1}
      >
        <source src={HERO_MEDIA.video} type="video/webm" />
      </video>
    </div>
  )
}
