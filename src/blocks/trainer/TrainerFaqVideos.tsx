import { useModal } from '../../components/app-providers'
import { Carousel } from '../../components/carousel/Carousel'
import { youtubeVideoId } from '../../components/modal/youtube-embed'
import { useT } from '../../i18n/intl'
import type { TrainerFaqVideo } from '../../model/entities/events'

/** TRAINER-14, CONST: the FAQ slider carries nine videos. */
export const FAQ_VIDEOS_COUNT = 9

/**
 * TRAINER-14, MODAL-04 (OQ-11: for any trainer with FAQ videos): a slider of the video questions — one slide on
 * phones, two from 768 px, three from 1200 px; each opens the `video` modal, which plays it from youtube-nocookie.
 */
export function TrainerFaqVideos({ videos }: { videos: TrainerFaqVideo[] }) {
  const t = useT()
  const modal = useModal()
  const playable = videos.filter((video) => youtubeVideoId(video.url) !== null).slice(0, FAQ_VIDEOS_COUNT)
  if (playable.length === 0) return null
  const title = t('trainer.faq.title')
  return (
    <section className="trainer-section trainer-faq">
      <h2 className="trainer-section__title">
        {title}
      </h2>
      <Carousel label={title} perView={{ base: 1, md: 2, lg: 3 }}>
        {playable.map((video, index) => (
          <button
            key={video.url}
            type="button"
            className="faq-video"
            aria-haspopup="dialog"
            onClick={() => modal.open('video', { title: video.title, url: video.url }, 'full')}
          >
            <span className="faq-video__play" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
            <span className="faq-video__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className="faq-video__title">{video.title}</span>
          </button>
        ))}
      </Carousel>
    </section>
  )
}
