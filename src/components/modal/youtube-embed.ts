/** The privacy-enhanced YouTube host; the CSP allows frames from it only (worker/edge/security-headers.ts). */
export const YOUTUBE_NOCOOKIE_ORIGIN = 'https://www.youtube-nocookie.com'

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/

/** The video id of a YouTube link (embed/, watch?v=, shorts/, youtu.be/), or null for anything else. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  let id: string | null = null
  if (parsed.hostname === 'youtu.be') id = parsed.pathname.slice(1)
  else if (YOUTUBE_HOSTS.has(parsed.hostname)) {
    const [kind, value] = parsed.pathname.split('/').filter(Boolean)
    if (kind === 'watch') id = parsed.searchParams.get('v')
    else if ((kind === 'embed' || kind === 'shorts' || kind === 'live') && value) id = value
  }
  return id && VIDEO_ID.test(id) ? id : null
}

/**
 * TRAINER-14, MODAL-04: the address a FAQ video plays from in the modal — the youtube-nocookie embed of the
 * video (the seed and the CMS store youtube.com links), or null when the link is not a YouTube video.
 */
export function noCookieEmbedUrl(url: string, options: { autoplay?: boolean } = {}): string | null {
  const id = youtubeVideoId(url)
  if (!id) return null
  return `${YOUTUBE_NOCOOKIE_ORIGIN}/embed/${id}${options.autoplay ? '?autoplay=1' : ''}`
}

