import { escapeXml, FONT, initialsOf, numbersFrom, pick, svgOpen, wrapWords } from './demo-drawing'

/**
 * A logo-like mark (BE-05): a geometric emblem with the name's initials above the name itself, in one brand colour
 * on a light ground. Emblem and name fit the middle square, so the 96 px square of a partner card shows both.
 */

const BRANDS = ['#1d3b72', '#0f5c4d', '#7a1f3d', '#8a3b12', '#5b2a86', '#0d4f6b', '#23304a'] as const
const GROUNDS = ['#ffffff', '#f5f7fa', '#fbf7f0'] as const

const EMBLEMS = [
  (color: string) => `<circle cx="720" cy="330" r="150" fill="${color}"/>`,
  (color: string) => `<rect x="570" y="180" width="300" height="300" rx="60" fill="${color}"/>`,
  (color: string) => `<path d="M720 160 L870 245 L870 415 L720 500 L570 415 L570 245 Z" fill="${color}"/>`,
  (color: string) => `<path d="M720 170 L880 470 L560 470 Z" fill="${color}"/><circle cx="720" cy="330" r="150" fill="none" stroke="${color}" stroke-width="14"/>`,
]

export function logoSvg(uuid: string, width: number, height: number, name: string): string {
  const next = numbersFrom(uuid)
  const brand = pick(next, BRANDS)
  const ground = pick(next, GROUNDS)
  const emblem = pick(next, EMBLEMS)(brand)
  const initials = initialsOf(name)
  const lines = wrapWords(name, 16, 2)
  const size = Math.min(76, Math.floor(1500 / Math.max(...lines.map((line) => line.length), 8)))
  const nameText = lines
    .map((line, index) => `<tspan x="720" y="${610 + index * (size + 10)}">${escapeXml(line)}</tspan>`)
    .join('')
  return `${svgOpen(width, height, name)}
<title>${escapeXml(name)}</title>
<rect width="1440" height="900" fill="${ground}"/>
${emblem}
<text x="720" y="${initials.length > 1 ? 368 : 376}" text-anchor="middle" ${FONT} font-size="${initials.length > 1 ? 110 : 130}" font-weight="800" fill="#ffffff">${escapeXml(initials)}</text>
<text text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="${brand}">${nameText}</text>
</svg>
`
}
