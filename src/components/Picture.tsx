/**
 * LAYOUT-10, ENTITY-18: responsive images in the small, medium and large renditions. Each breakpoint asks for
 * its size and falls back to medium, then small, then the original file (LAYOUT-08: image breakpoints 768 and
 * 1200 px).
 */

export type ImageSize = 'small' | 'medium' | 'large'
/** The renditions, and the alt text staff wrote for the image (which wins over the page's own description). */
export type PictureImages = Partial<Record<ImageSize, string | null | undefined>> & { alt?: string }

/** Image breakpoints in px (LAYOUT-08). */
export const IMAGE_BREAKPOINTS = { medium: 768, large: 1200 } as const

/** The URL for a wanted size: that size, else medium, else small, else the original. */
export function pickImage(images: PictureImages | null | undefined, size: ImageSize, original?: string): string | undefined {
  return images?.[size] || images?.medium || images?.small || original || undefined
}

export interface PictureSource {
  media: string
  srcSet: string
}

/** `<source>` entries, widest first; a breakpoint that would repeat the next narrower URL is left out. */
export function pictureSources(images: PictureImages | null | undefined, original?: string) {
  const narrow = pickImage(images, 'small', original)
  const medium = pickImage(images, 'medium', original)
  const large = pickImage(images, 'large', original)
  const sources: PictureSource[] = []
  if (large && large !== medium) sources.push({ media: `(min-width: ${IMAGE_BREAKPOINTS.large}px)`, srcSet: large })
  if (medium && medium !== narrow) sources.push({ media: `(min-width: ${IMAGE_BREAKPOINTS.medium}px)`, srcSet: medium })
  return { sources, fallback: narrow }
}

export interface PictureProps {
  images?: PictureImages | null
  /** The original upload, the last fallback. */
  src?: string
  /** Empty for a decorative image; the alt text staff wrote for the image, when it has one, is used instead (it describes it). */
  alt: string
  /** Intrinsic size, so the box is reserved before the file arrives. */
  width: number
  height: number
  className?: string
  /** Lazy unless the image is above the fold. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
}

export function Picture({ images, src, alt, width, height, className, loading = 'lazy', fetchPriority }: PictureProps) {
  const { sources, fallback } = pictureSources(images, src)
  if (!fallback) return null
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.media} media={source.media} srcSet={source.srcSet} />
      ))}
      <img
        src={fallback}
        alt={images?.alt || alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        {...(fetchPriority ? { fetchPriority } : {})}
      />
    </picture>
  )
}
