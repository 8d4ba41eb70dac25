import {
  DEMO_PICTURE_TEXT_MAX,
  IMAGE_DIMENSIONS,
  type DemoPicture,
  type ImageSize,
} from '../../src/model/entities/reference'
import { coverSvg } from './demo-cover'
import { numbersFrom } from './demo-drawing'
import { logoSvg } from './demo-logo'
import { portraitSvg } from './demo-portrait'

/**
 * A demo illustration drawn from its uuid (BE-05 locally: no downloads): a scene for events, courses and
 * articles, or what the image stands for (a portrait, a book cover, a logo). The same URL always gives the same
 * picture; the three sizes are one 16:10 composition at different pixel sizes.
 */

const PALETTES = [
  { from: '#1d3b72', to: '#4f8fd8', sun: '#ffd27a', far: '#2c5ea8', near: '#173056', dots: '#ffffff' },
  { from: '#5b2a86', to: '#d46a92', sun: '#ffe2a8', far: '#8b3f8f', near: '#3e1d5e', dots: '#ffe9f1' },
  { from: '#0f5c4d', to: '#52c2a0', sun: '#fff2b0', far: '#1f7d66', near: '#0b3f35', dots: '#e8fff7' },
  { from: '#8a3b12', to: '#f0a04b', sun: '#fff4d6', far: '#b5561c', near: '#5e270b', dots: '#fff1e0' },
  { from: '#23304a', to: '#7c8fb5', sun: '#f5f0e1', far: '#3d4d70', near: '#161f31', dots: '#eef2ff' },
  { from: '#0d4f6b', to: '#3fb6c9', sun: '#ffe8a3', far: '#13708c', near: '#083546', dots: '#e6fbff' },
] as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isDemoImageUuid(value: string): boolean {
  return UUID.test(value)
}

const W = 1440
const H = 900

function hill(baseline: number, amplitude: number, phase: number, waves: number): string {
  const points: string[] = []
  for (let x = 0; x <= W; x += 60) {
    const y = baseline - amplitude * Math.sin((x / W) * Math.PI * waves + phase)
    points.push(`${x} ${y.toFixed(1)}`)
  }
  return `M0 ${H} L${points.join(' L')} L${W} ${H} Z`
}

/** What a demo image URL's query asks to draw (see demoImageUrl); null for a query that names nothing drawable. */
export function demoPictureFrom(query: Record<string, string | undefined>): DemoPicture | null {
  const text = (value: string | undefined) => (value && value.trim() && value.length <= DEMO_PICTURE_TEXT_MAX ? value.trim() : null)
  const name = text(query.text)
  switch (query.kind) {
    case undefined:
      return { kind: 'scene' }
    case 'portrait':
      return name && (query.gender === 'f' || query.gender === 'm') ? { kind: 'portrait', name, gender: query.gender } : null
    case 'cover': {
      const author = text(query.by)
      return name && author ? { kind: 'cover', title: name, author } : null
    }
    case 'logo':
      return name ? { kind: 'logo', name } : null
    default:
      return null
  }
}

/** The SVG document of a demo image in one of its sizes: the picture it stands for, else a scene. */
export function demoImageSvg(uuid: string, size: ImageSize, picture: DemoPicture = { kind: 'scene' }): string {
  const { width, height } = IMAGE_DIMENSIONS[size]
  if (picture.kind === 'portrait') return portraitSvg(uuid, width, height, picture.name, picture.gender)
  if (picture.kind === 'cover') return coverSvg(uuid, width, height, picture.title, picture.author)
  if (picture.kind === 'logo') return logoSvg(uuid, width, height, picture.name)
  return sceneSvg(uuid, size)
}

/** A scene: a diagonal gradient, a sun, two layered hills and a few soft circles, all from one palette. */
function sceneSvg(uuid: string, size: ImageSize): string {
  const next = numbersFrom(uuid)
  const palette = PALETTES[Math.floor(next() * PALETTES.length)]!
  const { width, height } = IMAGE_DIMENSIONS[size]
  const sunX = 240 + next() * 960
  const sunY = 160 + next() * 220
  const sunR = 70 + next() * 70
  const far = hill(560 + next() * 80, 60 + next() * 60, next() * Math.PI * 2, 1 + next() * 2)
  const near = hill(700 + next() * 60, 40 + next() * 50, next() * Math.PI * 2, 2 + next() * 2)
  const dots = Array.from({ length: 7 }, () => {
    const r = 6 + next() * 26
    return `<circle cx="${(next() * W).toFixed(0)}" cy="${(40 + next() * 420).toFixed(0)}" r="${r.toFixed(0)}" fill="${palette.dots}" opacity="${(0.12 + next() * 0.2).toFixed(2)}"/>`
  }).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" role="img" aria-hidden="true">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(sunR * 2.4).toFixed(0)}" fill="url(#glow)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${palette.sun}"/>
${dots}
<path d="${far}" fill="${palette.far}" opacity="0.85"/>
<path d="${near}" fill="${palette.near}"/>
</svg>
`
}
