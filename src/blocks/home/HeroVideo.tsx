import { useEffect, useRef, useState } from 'react'
import { HERO_MEDIA, shouldPlayHeroVideo } from './hero-media'

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } }

/**
 * HOME-02: the hero's backdrop. The poster is an ordinary image, loaded first (it is the page's largest paint);
 * the muted, looping video fetches nothing until the page has loaded (`preload="none"`), then plays over it and
 * fades in. With reduced motion or the data saver only the poster shows, and turning reduced motion on pauses it.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

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
      video.play().catch(() => setPlaying(false))
    }
    const onMotionChange = () => {
      if (reducedMotion.matches) {
        video.pause()
        setPlaying(false)
      } else start()
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    reducedMotion.addEventListener('change', onMotionChange)
    return () => {
      window.removeEventListener('load', start)
      reducedMotion.removeEventListener('change', onMotionChange)
    }
  }, [])

  return (
    <div className="hero__media">
      <img
        className="hero__poster"
        src={HERO_MEDIA.poster}
        alt=""
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        fetchPriority="high"
        decoding="async"
      />
      <video
        ref={videoRef}
        className={`hero__video${playing ? ' hero__video--playing' : ''}`}
        poster={HERO_MEDIA.poster}
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        muted
        loop
        playsInline
        preload="none"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={HERO_MEDIA.video} type="video/webm" />
      </video>
    </div>
  )
}
