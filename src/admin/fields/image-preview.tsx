import { useT } from '../../i18n/intl'
import type { ImagePreview } from '../../model/content-types'
import type { UploadedImage } from '../../model/image-upload'

/** An item's images by uuid as its answer previews them (issue 42): what shows of an image not in the media library. */
export type ImagePreviews = Readonly<Record<string, ImagePreview>>

/** A library image as a preview: its small rendition, ru alt text and size. */
export function previewOfUploaded(image: UploadedImage): ImagePreview {
  return { small: image.small, alt: image.alt.ru, width: image.width, height: image.height }
}

/** The choice's label of an image: its alt text (or "no description") and, where known, its size. */
export function previewLabel(preview: ImagePreview, untitled: string): string {
  return [preview.alt || untitled, preview.width && preview.height ? `${preview.width}×${preview.height}` : null].filter(Boolean).join(' · ')
}

/** A chosen image that is not edited here: its thumbnail and its alt text. */
export function ImagePreviewFigure({ preview }: { preview: ImagePreview }) {
  const t = useT()
  return (
    <figure className="desk-content-image__chosen">
      <img src={preview.small} alt={preview.alt ?? ''} width={160} />
      <figcaption>{t('admin.content.image_alt_only', { alt: preview.alt || t('admin.media.untitled') })}</figcaption>
    </figure>
  )
}
