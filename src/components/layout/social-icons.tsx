import type { ReactNode } from 'react'
import type { Network } from './network-names'

export { NETWORK_NAMES } from './network-names'

const GLYPHS: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: <path d="M13.5 21v-7.5h3l.5-3.5h-3.5V8.4c0-1 .4-1.6 1.7-1.6h1.9V3.7a22 22 0 0 0-2.7-.2c-2.7 0-4.4 1.7-4.4 4.6V10H7v3.5h3V21" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3Z" fill="currentColor" />
    </>
  ),
  telegram: (
    <>
      <path d="M21 4 3 11.2l5.6 2L18 7.5l-7.4 7 6.4 5.2Z" />
      <path d="m8.6 13.2.9 5.8 2.2-3.4" />
    </>
  ),
  vk: <path d="M3 7.5 6.5 16.5 10 7.5M13.5 7.5v9M20.5 7.5 14 12l6.5 4.5" />,
  tiktok: (
    <>
      <path d="M14 3.5v11a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3.5c.4 2.6 2.3 4.4 5 4.6" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.5 5.3 16.6a8.5 8.5 0 1 1 3.1 3Z" />
      <path d="M9 8.5c0 3.5 2.9 6.4 6.5 6.5l1-1.7-2-1-1 .9a5 5 0 0 1-2.2-2.2l.9-1-1-2Z" />
    </>
  ),
}

/** The glyph of a social network or messenger; decorative, the link carries the name. */
export function NetworkIcon({ network }: { network: Network }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  )
}
