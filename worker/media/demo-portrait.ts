import { escapeXml, FONT, initialsOf, numbersFrom, pick, svgOpen } from './demo-drawing'

/**
 * An illustrated portrait (BE-05): a person's head and shoulders on a coloured background, with their initials on
 * a badge. Hair follows `gender` (short, or long and framing the face); skin, hair and clothes come from the name,
 * background and pose from the uuid. The face sits in the middle square, so square, 4:3 and round crops all keep it.
 */

const BACKGROUNDS = ['#dbe7f5', '#f4e1d2', '#e2f0e4', '#efe0f2', '#f6efcf', '#d9eef0'] as const
const SKINS = ['#f3d2b3', '#e8b98f', '#d29a6e', '#b07850', '#f0c7a0'] as const
const HAIRS = ['#2b1d14', '#4a2f1c', '#6b4423', '#1c1c1c', '#8a5a2b', '#3b3b3b'] as const
const CLOTHES = ['#1d3b72', '#5b2a86', '#0f5c4d', '#8a3b12', '#23304a', '#0d4f6b', '#7a1f3d'] as const
const BADGES = ['#1d3b72', '#0f5c4d', '#5b2a86', '#8a3b12', '#0d4f6b'] as const

export function portraitSvg(uuid: string, width: number, height: number, name: string, gender: 'f' | 'm'): string {
  // The person's looks follow the name, so every picture of one person shows the same face; the setting the uuid.
  const person = numbersFrom(name)
  const skin = pick(person, SKINS)
  const hair = pick(person, HAIRS)
  const clothes = pick(person, CLOTHES)
  const badge = pick(person, BADGES)
  const next = numbersFrom(uuid)
  const background = pick(next, BACKGROUNDS)
  const tilt = ((next() - 0.5) * 6).toFixed(1)
  const initials = initialsOf(name)
  const longHair =
    gender === 'f'
      ? `<path d="M560 400 C540 250 620 180 720 180 C820 180 900 250 880 400 L905 640 C850 680 590 680 535 640 Z" fill="${hair}"/>`
      : ''
  const fringe =
    gender === 'f'
      ? `<path d="M588 360 C600 250 660 215 720 215 C800 215 850 260 856 350 C800 300 700 300 640 320 C620 330 600 345 588 360 Z" fill="${hair}"/>`
      : `<path d="M590 380 C575 260 640 200 720 200 C805 200 868 255 852 380 C835 320 800 290 720 290 C650 290 610 315 590 380 Z" fill="${hair}"/>`
  return `${svgOpen(width, height, name)}
<title>${escapeXml(name)}</title>
<rect width="1440" height="900" fill="${background}"/>
<circle cx="720" cy="430" r="380" fill="#ffffff" opacity="0.35"/>
<g transform="rotate(${tilt} 720 700)">
${longHair}
<path d="M430 900 C430 720 560 650 720 650 C880 650 1010 720 1010 900 Z" fill="${clothes}"/>
<path d="M672 560 L768 560 L772 668 C740 700 700 700 668 668 Z" fill="${skin}"/>
<path d="M672 650 L720 720 L768 650 L790 662 L720 760 L650 662 Z" fill="#ffffff" opacity="0.85"/>
<ellipse cx="720" cy="420" rx="130" ry="158" fill="${skin}"/>
<ellipse cx="592" cy="430" rx="20" ry="34" fill="${skin}"/>
<ellipse cx="848" cy="430" rx="20" ry="34" fill="${skin}"/>
${fringe}
<ellipse cx="674" cy="425" rx="11" ry="13" fill="#2a2a2a"/>
<ellipse cx="766" cy="425" rx="11" ry="13" fill="#2a2a2a"/>
<path d="M652 392 Q674 380 696 390 M744 390 Q766 380 788 392" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M716 440 Q708 478 724 482" stroke="#000000" stroke-opacity="0.25" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M682 510 Q720 538 758 510" stroke="#8a3b3b" stroke-width="7" fill="none" stroke-linecap="round"/>
</g>
<circle cx="1010" cy="700" r="78" fill="${badge}" stroke="#ffffff" stroke-width="8"/>
<text x="1010" y="726" text-anchor="middle" ${FONT} font-size="72" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`
}
