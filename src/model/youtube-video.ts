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
