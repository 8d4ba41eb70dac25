import { youtubeVideoId } from '../../model/youtube-video'

export { youtubeVideoId }

/** The privacy-enhanced YouTube host; the CSP allows frames from it only (worker/edge/security-headers.ts). */
export const YOUTUBE_NOCOOKIE_ORIGIN = 'https://www.youtube-nocookie.com'

/**
 * TRAINER-14, MODAL-04: the address a FAQ video plays from in the modal — the youtube-nocookie embed of the
 * video (the seed and the CMS store youtube.com links), or null when the link is not a YouTube video.
 */
export function noCookieEmbedUrl(url: string, options: { autoplay?: boolean } = {}): string | null {
  const id = youtubeVideoId(url)
  if (!id) return null
  return `${YOUTUBE_NOCOOKIE_ORIGIN}/embed/${id}${options.autoplay ? '?autoplay=1' : ''}`
}

