import { useT } from '../../i18n/intl'
import type { ModalContentProps } from './InfoModal'
import { noCookieEmbedUrl } from './youtube-embed'

/** The `video` modal (TRAINER-14, MODAL-04): a title and the video playing from youtube-nocookie. */
export interface VideoModalProps {
  title: string
  /** A YouTube link in any of its forms; it always plays from the youtube-nocookie host (the CSP's one frame source). */
  url: string
}

export default function VideoModal({ title, url, titleId }: VideoModalProps & ModalContentProps) {
  const t = useT()
  const src = noCookieEmbedUrl(url, { autoplay: true })
  return (
    <div className="video-modal">
      <h2 id={titleId} className="video-modal__title">
        {title}
      </h2>
      {src ? (
        <div className="video-modal__frame">
          <iframe
            src={src}
            title={title}
            width={1280}
            height={720}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <p className="video-modal__unavailable">{t('trainer.faq.unavailable')}</p>
      )}
    </div>
  )
}
