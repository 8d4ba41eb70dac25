import { useModal } from '../../components/app-providers'
import { youtubeVideoId } from '../../components/modal/youtube-embed'
import { Picture } from '../../components/Picture'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import { IMAGE_DIMENSIONS, type ImageEntity } from '../../model/entities/reference'

/** FRANCHISE-06, OQ-04: the franchise video's poster opening the `video` modal; nothing until staff set a playable video. */
export function FranchiseVideo({ video }: { video: { url: string; image: ImageEntity | null } | null }) {
  const t = useT()
  const modal = useModal()
  if (!video || youtubeVideoId(video.url) === null) return null
  const title = t('franchise.video.title')
  const { width, height } = IMAGE_DIMENSIONS.large
  return (
    <PageSection title={title} className="franchise-video">
      <button type="button" className="franchise-video__play" aria-haspopup="dialog" onClick={() => modal.open('video', { title, url: video.url }, 'full')}>
        {video.image && <Picture images={video.image} alt="" width={width} height={height} className="franchise-video__poster" />}
        <span className="franchise-video__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
        <span className="visually-hidden">{t('franchise.video.play')}</span>
      </button>
    </PageSection>
  )
}
