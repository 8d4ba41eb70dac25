import { useState } from 'react'
import { Field, fieldControlProps, fieldErrorId } from '../../components/forms/Field'
import { useT } from '../../i18n/intl'
import type { UploadedImage } from '../../model/image-upload'
import type { StaffClient } from '../staff-client'
import { useUpload } from '../use-upload'
import { ImageDetailsFields } from './ImageDetailsFields'
import { ImagePreviewFigure, previewLabel, previewOfUploaded, type ImagePreviews } from './image-preview'
import { SelectField } from './SelectField'
import { UploadField } from './UploadField'

export interface ImageFieldProps {
  id: string
  label: string
  value: string
  error: string | null
  disabled: boolean
  images: UploadedImage[] | null
  /** What shows of a chosen image that is not in the library (a seeded one, or for who may not open it). */
  previews?: ImagePreviews
  staff: StaffClient
  onChange: (value: string) => void
  /** Told of an image uploaded here (a list of images shows its thumbnail before the library reloads). */
  onUploaded?: (image: UploadedImage) => void
}

/**
 * An image: one of the media library's or a new upload, the chosen one with its alt texts and focal point; read-only
 * without the library (its thumbnail and alt text from the item's previews).
 */
export function ImageField({ images, ...props }: ImageFieldProps) {
  const { id, label, value, error, previews = {} } = props
  const t = useT()
  const preview = value ? previews[value] : undefined
  if (images === null && preview) {
    return (
      <fieldset className="desk-content-image" id={id}>
        <legend className="field__label">{label}</legend>
        <ImagePreviewFigure preview={preview} />
      </fieldset>
    )
  }
  if (images === null) {
    return (
      <Field id={id} label={label} error={error}>
        <input {...fieldControlProps(id, error)} className="field__control" value={value || t('admin.content.image_none')} readOnly />
      </Field>
    )
  }
  return <ImagePicker {...props} images={images} />
}

function ImagePicker({ id, label, value, error, disabled, images, previews = {}, staff, onChange, onUploaded }: ImageFieldProps & { images: UploadedImage[] }) {
  const t = useT()
  const [uploaded, setUploaded] = useState<UploadedImage[]>([])
  // Images whose alt texts or focal point were saved here: their new version replaces the library's.
  const [edited, setEdited] = useState<Record<string, UploadedImage>>({})
  const upload = useUpload<UploadedImage>(() => '/images', (image) => {
    setUploaded((list) => [image, ...list])
    onUploaded?.(image)
    onChange(image.uuid)
  })
  const library = [...uploaded, ...images].map((image) => edited[image.uuid] ?? image)
  const chosen = library.find((image) => image.uuid === value)
  // A chosen image outside the library (a seeded one): shown from the item's previews, its texts not edited here.
  const preview = value && !chosen ? previews[value] : undefined
  const untitled = t('admin.media.untitled')
  return (
    <fieldset className="desk-content-image" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="field__label">{label}</legend>
      <SelectField
        id={id}
        name="image"
        label={t('admin.content.image_choose')}
        value={value}
        error={error}
        options={[
          { value: '', label: t('admin.content.image_none') },
          ...(value && !chosen ? [{ value, label: preview ? previewLabel(preview, untitled) : value }] : []),
          ...library.map((image) => ({ value: image.uuid, label: previewLabel(previewOfUploaded(image), untitled) })),
        ]}
        onChange={onChange}
      />
      {chosen && disabled ? (
        <figure className="desk-content-image__chosen">
          <img src={chosen.small} alt={chosen.alt.ru ?? ''} width={160} />
          <figcaption>{t('admin.content.image_alt', { alt: chosen.alt.ru || untitled })}</figcaption>
        </figure>
      ) : null}
      {preview ? <ImagePreviewFigure preview={preview} /> : null}
      {chosen && !disabled ? (
        <ImageDetailsFields key={`${chosen.uuid}-${chosen.version}`} staff={staff} image={chosen} id={`${id}-alt`} onSaved={(saved) => setEdited((map) => ({ ...map, [saved.uuid]: saved }))} />
      ) : null}
      {disabled ? null : <UploadField label={t('admin.media.upload_image')} hint={t('admin.media.image_hint')} accept="image/jpeg,image/png,image/webp" upload={upload} />}
    </fieldset>
  )
}
