import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Picture, pickImage, pictureSources } from './Picture'

const all = { small: '/s.jpg', medium: '/m.jpg', large: '/l.jpg' }

describe('pickImage (LAYOUT-10)', () => {
  it('takes the wanted size when it exists', () => {
    expect(pickImage(all, 'small')).toBe('/s.jpg')
    expect(pickImage(all, 'large')).toBe('/l.jpg')
  })

  it('falls back to medium, then small, then the original', () => {
    expect(pickImage({ medium: '/m.jpg', small: '/s.jpg' }, 'large', '/o.jpg')).toBe('/m.jpg')
    expect(pickImage({ small: '/s.jpg' }, 'large', '/o.jpg')).toBe('/s.jpg')
    expect(pickImage({ medium: '/m.jpg' }, 'small', '/o.jpg')).toBe('/m.jpg')
    expect(pickImage({}, 'medium', '/o.jpg')).toBe('/o.jpg')
    expect(pickImage(null, 'medium')).toBeUndefined()
  })
})

describe('pictureSources (LAYOUT-08 image breakpoints 768 and 1200)', () => {
  it('gives large from 1200 px, medium from 768 px and small below', () => {
    expect(pictureSources(all)).toEqual({
      sources: [
        { media: '(min-width: 1200px)', srcSet: '/l.jpg' },
        { media: '(min-width: 768px)', srcSet: '/m.jpg' },
      ],
      fallback: '/s.jpg',
    })
  })

  it('leaves out sources that repeat the narrower URL', () => {
    expect(pictureSources({ medium: '/m.jpg' })).toEqual({ sources: [], fallback: '/m.jpg' })
    expect(pictureSources({ small: '/s.jpg', large: '/l.jpg' })).toEqual({
      sources: [{ media: '(min-width: 1200px)', srcSet: '/l.jpg' }],
      fallback: '/s.jpg',
    })
  })
})

describe('Picture', () => {
  it('renders a lazy <picture> with sizes to avoid layout shift', () => {
    const html = renderToStaticMarkup(createElement(Picture, { images: all, alt: 'Trainer', width: 640, height: 480 }))
    expect(html).toContain('<picture>')
    expect(html).toContain('<source media="(min-width: 1200px)" srcSet="/l.jpg"/>')
    expect(html).toMatch(/<img src="\/s.jpg" alt="Trainer" width="640" height="480" loading="lazy"/)
  })

  it('describes the image by the alt text staff wrote for it, even where the page had none for it (issue 42)', () => {
    const picture = (alt: string, images: object = { ...all, alt: 'Афиша тренинга' }) => renderToStaticMarkup(createElement(Picture, { images, alt, width: 640, height: 480 }))
    expect(picture('Trainer')).toContain('alt="Афиша тренинга"')
    expect(picture('')).toContain('alt="Афиша тренинга"')
    expect(picture('', all)).toContain('alt=""')
  })

  it('renders nothing without any image', () => {
    expect(renderToStaticMarkup(createElement(Picture, { images: {}, alt: '', width: 1, height: 1 }))).toBe('')
  })
})
