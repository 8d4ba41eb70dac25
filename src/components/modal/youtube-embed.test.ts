import { describe, expect, it } from 'vitest'
import { noCookieEmbedUrl, youtubeVideoId } from './youtube-embed'

describe('youtubeVideoId', () => {
  it('reads the id of embed, watch, shorts and youtu.be links', () => {
    expect(youtubeVideoId('https://www.youtube.com/embed/aL1ev0Start1')).toBe('aL1ev0Start1')
    expect(youtubeVideoId('https://www.youtube.com/watch?v=2Xc9gXyf2G4&t=10')).toBe('2Xc9gXyf2G4')
    expect(youtubeVideoId('https://youtube.com/shorts/ZXsQAXx_ao0')).toBe('ZXsQAXx_ao0')
    expect(youtubeVideoId('https://youtu.be/ZXsQAXx_ao0')).toBe('ZXsQAXx_ao0')
  })
  it('refuses other hosts, schemes and malformed ids', () => {
    expect(youtubeVideoId('https://vimeo.com/76979871')).toBeNull()
    expect(youtubeVideoId('javascript:alert(1)')).toBeNull()
    expect(youtubeVideoId('https://www.youtube.com/embed/bad"id')).toBeNull()
    expect(youtubeVideoId('https://evil.example/embed/aL1ev0Start1')).toBeNull()
    expect(youtubeVideoId('not a url')).toBeNull()
  })
})

describe('noCookieEmbedUrl (TRAINER-14)', () => {
  it('moves a youtube.com embed to the youtube-nocookie host', () => {
    expect(noCookieEmbedUrl('https://www.youtube.com/embed/aL1ev0Start1')).toBe(
      'https://www.youtube-nocookie.com/embed/aL1ev0Start1',
    )
    expect(noCookieEmbedUrl('https://www.youtube.com/watch?v=2Xc9gXyf2G4', { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/2Xc9gXyf2G4?autoplay=1',
    )
  })
  it('gives null for a link that is not a YouTube video', () => {
    expect(noCookieEmbedUrl('https://vimeo.com/76979871')).toBeNull()
  })
})
