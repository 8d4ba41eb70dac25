import { useState } from 'react'
import { useT } from '../../i18n/intl'
import type { UploadedImage } from '../../model/image-upload'
import type { StaffClient } from '../staff-client'
import { RowList } from './RowList'
import { ImageField } from './ImageField'
import { previewOfUploaded, type ImagePreviews } from './image-preview'

export interface ImageListFieldProps {
  /** The base of the controls' ids (and of the errors' paths: `<path>.<index>`). */
  id: string
  label: string
  /** Uploaded images' uuids, in order. */
  value: string[]
  max: number
  /** The media library; null for who may not open it (the list is kept as it is, reorder and remove only). */
  images: UploadedImage[] | null
  /** What shows of a listed image that is not in the library (a seeded one, or for who may not open it). */
  previews?: ImagePreviews
  disabled: boolean
  errorOf: (path: string) => string | null
  /** The error of the whole list and of each row: `path`, `path.<index>`. */
  path: string
  staff: StaffClient
  onChange: (value: string[]) => void
}

/**
 * Images in order (issue 42: a product's or course's gallery, a trainer's client logos): each with its thumbnail, moved
 * and removed like any desk list, one more added from the media library or uploaded through the image picker.
 */
export function ImageListField({ id, label, value, max, images, previews = {}, disabled, errorOf, path, staff, onChange }: ImageListFieldProps) {
  const t = useT()
  const [uploaded, setUploaded] = useState<UploadedImage[]>([])
  const imageOf = (uuid: string) => {
    const known = uploaded.find((image) => image.uuid === uuid) ?? images?.find((image) => image.uuid === uuid)
    return known ? previewOfUploaded(known) : previews[uuid]
  }
  return (
    <fieldset className="desk-content-plain" id={id} disabled={disabled}>
      <legend className="field__label">
        {label} <span className="admin-card__meta">{t('admin.content.chosen', { count: value.length, max })}</span>
      </legend>
      <RowList rows={value} titleOf={(_, index) => `${label} ${index + 1}`} fresh={null} locked={disabled} error={errorOf(path)} onChange={onChange}>
        {(uuid, index) => {
          const image = imageOf(uuid)
          const error = errorOf(`${path}.${index}`)
          return (
            <figure className="desk-content-image__chosen">
              {image ? <img src={image.small} alt="" width={120} /> : null}
              <figcaption>{image ? image.alt || t('admin.media.untitled') : uuid}</figcaption>
              {error ? <p className="field__error">{t(error)}</p> : null}
            </figure>
          )
        }}
      </RowList>
      {images === null || disabled || value.length >= max ? null : (
        <ImageField
          id={`${id}-add`}
          label={t('admin.content.image_add')}
          value=""
          error={null}
          disabled={false}
          images={images}
          staff={staff}
          onUploaded={(image) => setUploaded((list) => [image, ...list])}
          onChange={(uuid) => uuid && !value.includes(uuid) && onChange([...value, uuid])}
        />
      )}
    </fieldset>
  )
}
