import type { OptionIcon as OptionIconName } from '../../model/product-rules'

/** The outline of each option icon (24 × 24, stroked). */
const PATHS: Record<OptionIconName, string> = {
  printed: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v16H6.5A2.5 2.5 0 0 0 4 21.5zM4 5.5v16M8 7h8',
  digital: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  audio: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H3zM18 14h3v6h-3z',
  box: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4.5 9.5 8 12 8zM12 8s1.5-5 4-3.5S14.5 8 12 8z',
  size: 'M3 8h18v8H3zM7 8v3M11 8v4M15 8v3M19 8v4',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
}

/** PRODUCT-03: an option's `key` icon; decorative, the option's title names it. */
export function OptionIcon({ name }: { name: OptionIconName }) {
  return (
    <svg className="icon option-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"
      strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  )
}
