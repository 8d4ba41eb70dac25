import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useT } from '../../i18n/intl'
import type { FocalPoint } from '../../model/image-upload'

const STEP = 0.05
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100

/**
 * The focal point of an image (issue 42, BE-05): click the picture where the card's crop should centre, or move it
 * with the arrow keys; beside it the card-ratio (16:10) preview of that crop.
 */
export function FocalPointField({
  src,
  width,
  height,
  alt,
  value,
  onChange,
}: {
  src: string
  /** The image's size: its box keeps the picture's shape before it has loaded, so a click lands where it was aimed. */
  width: number
  height: number
  alt: string
  value: FocalPoint
  onChange: (point: FocalPoint) => void
}) {
  const t = useT()
  const picture = useRef<HTMLImageElement>(null)
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // The point on the picture itself: the button's border is not part of it (a click at 30% of a 185 px tall picture
    // read 31% when measured against the button's box).
    const box = (picture.current ?? event.currentTarget).getBoundingClientRect()
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) })
  }
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] }[event.key]
    if (!delta) return
    event.preventDefault()
    onChange({ x: clamp(value.x + delta[0]!), y: clamp(value.y + delta[1]!) })
  }
  const position = `${Math.round(value.x * 100)}% ${Math.round(value.y * 100)}%`
  return (
    <div className="desk-focal">
      <button type="button" className="desk-focal__picture" onClick={pick} onKeyDown={move} aria-label={t('admin.media.focal', { x: Math.round(value.x * 100), y: Math.round(value.y * 100) })}>
        <img ref={picture} src={src} alt="" width={width} height={height} />
        <span className="desk-focal__mark" style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }} aria-hidden="true" />
      </button>
      <figure className="desk-focal__card">
        <img src={src} alt={alt} style={{ objectPosition: position }} />
        <figcaption>{t('admin.media.card_preview')}</figcaption>
      </figure>
    </div>
  )
}
