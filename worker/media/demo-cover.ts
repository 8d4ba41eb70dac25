import { escapeXml, FONT, numbersFrom, pick, svgOpen, wrapWords } from './demo-drawing'

/**
 * A book cover (BE-05): a 2:3 book standing on a soft surface, its cover coloured from its title, with the title in
 * large letters and the author's name at the foot. The book sits in the middle square, so square crops keep it.
 */

const COVERS = [
  { cover: '#1d3b72', accent: '#ffd27a', ink: '#ffffff' },
  { cover: '#7a1f3d', accent: '#ffe2a8', ink: '#ffffff' },
  { cover: '#0f5c4d', accent: '#fff2b0', ink: '#ffffff' },
  { cover: '#f3e6cf', accent: '#8a3b12', ink: '#2b1d14' },
  { cover: '#23304a', accent: '#7cc4e8', ink: '#ffffff' },
  { cover: '#f6d36b', accent: '#23304a', ink: '#1c1c1c' },
] as const
const SURFACES = ['#e9edf3', '#efe7df', '#e4efe9', '#ece6f1'] as const

export function coverSvg(uuid: string, width: number, height: number, title: string, author: string): string {
  // One book has one cover, whichever of its images this is; the surface it stands on follows the uuid.
  const { cover, accent, ink } = pick(numbersFrom(`${title}/${author}`), COVERS)
  const surface = pick(numbersFrom(uuid), SURFACES)
  const lines = wrapWords(title.toUpperCase(), 12, 4)
  const size = lines.length > 3 ? 46 : 52
  const top = 250
  const titleText = lines
    .map((line, index) => `<tspan x="720" y="${top + index * (size + 14)}">${escapeXml(line)}</tspan>`)
    .join('')
  const authorLines = wrapWords(author, 20, 2)
  const authorText = authorLines
    .map((line, index) => `<tspan x="720" y="${740 + index * 40}">${escapeXml(line)}</tspan>`)
    .join('')
  return `${svgOpen(width, height, `${title} — ${author}`)}
<title>${escapeXml(`${title} — ${author}`)}</title>
<rect width="1440" height="900" fill="${surface}"/>
<ellipse cx="735" cy="848" rx="300" ry="26" fill="#000000" opacity="0.12"/>
<rect x="478" y="60" width="504" height="780" rx="10" fill="${cover}"/>
<rect x="478" y="60" width="26" height="780" rx="6" fill="#000000" opacity="0.18"/>
<rect x="540" y="130" width="380" height="10" fill="${accent}"/>
<text text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="${ink}">${titleText}</text>
<path d="M600 590 L660 520 L700 560 L760 480 L840 590 Z" fill="${accent}" opacity="0.85"/>
<rect x="540" y="690" width="380" height="4" fill="${accent}"/>
<text text-anchor="middle" ${FONT} font-size="38" font-weight="600" fill="${ink}">${authorText}</text>
</svg>
`
}
