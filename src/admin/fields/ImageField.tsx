import { useState } from 'react'
import { Field, fieldControlProps, fieldErrorId } from '../../components/forms/Field'
import { useT } from '../../i18n/intl'
import type { UploadedImage } from '../../model/image-upload'
import type { StaffClient } from '../staff-client'
import { useUpload } from '../use-upload'
import { ImageDetailsFields } from './ImageDetailsFields'
import { SelectField } from './SelectField'
import { UploadField } from './UploadField'

export interface ImageFieldProps {
  id: string
  label: string
  value: string
  error: string | null
  disabled: boolean
  images: UploadedImage[] | null
  staff: StaffClient
  onChange: (value: string) => void
  /** Told of an image uploaded here (a list of images shows its thumbnail before the library reloads). */
  onUploaded?: (image: UploadedImage) => void
}

/** An image: one of the media library's or a new upload, the chosen one with its alt texts and focal point; read-only without the library. */
export function ImageField({ images, ...props }: ImageFieldProps) {
  const { id, label, value, error } = props
  const t = useT()
  if (images === null) {
    return (
      <Field id={id} label={label} error={error}>
        <input {...fieldControlProps(id, error)} className="field__control" value={value || t('admin.content.image_none')} readOnly />
      </Field>
    )
  }
  return <ImagePicker {...props} images={images} />
}

function ImagePicker({ id, label, value, error, disabled, images, staff, onChange, onUploaded }: ImageFieldProps & { images: UploadedImage[] }) {
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
  return (
    <fieldset className="desk-content-image" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="field__label">{label}</legend>
      <SelectField
        id={id}
        name="image"
        label={t('admin.content.image_choose')}
        value={value}
        error={error}
        options={[{ value: '', label: t('admin.content.image_none') }, ...(value && !chosen ? [{ value, label: value }] : []), ...library.map((image) => ({ value: image.uuid, label: `${image.alt.ru || t('admin.media.untitled')} · ${image.width}×${image.height}` }))]}
        onChange={onChange}
      />
      {chosen && disabled ? (
        <figure className="desk-content-image__chosen">
          <img src={chosen.small} alt={chosen.alt.ru ?? ''} width={160} />
          <figcaption>{t('admin.content.image_alt', { alt: chosen.alt.ru || t('admin.media.untitled') })}</figcaption>
        </figure>
      ) : null}
      {chosen && !disabled ? (
        <ImageDetailsFields key={`${chosen.uuid}-${chosen.version}`} staff={staff} image={chosen} id={`${id}-alt`} onSaved={(saved) => setEdited((map) => ({ ...map, [saved.uuid]: saved }))} />
      ) : null}
      {disabled ? null : <UploadField label={t('admin.media.upload_image')} hint={t('admin.media.image_hint')} accept="image/jpeg,image/png,image/webp" upload={upload} />}
    </fieldset>
  )
}
