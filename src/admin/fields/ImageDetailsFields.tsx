import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import type { FocalPoint, UploadedImage } from '../../model/image-upload'
import { DeskActionStatus, useDeskAction } from '../desk-action'
import type { StaffClient } from '../staff-client'
import { FocalPointField } from './FocalPointField'
import { LanguageFields, type PerLanguage } from './LanguageFields'

interface ImageDetails {
  version: number
  alt: PerLanguage
  focal: FocalPoint
}

/**
 * An image's alt texts in ru, en and ky and its focal point for the card ratio, saved with the version it was loaded
 * at (a newer one answers 409): the media page's card and the editor's image field (issue 42, BE-05). No form of its
 * own, so that it sits inside the editor's: Enter in an alt text saves it.
 */
export function ImageDetailsFields({ staff, image, id, onSaved, children }: { staff: StaffClient; image: UploadedImage; id: string; onSaved: (image: UploadedImage) => unknown; children?: ReactNode }) {
  const t = useT()
  const [alt, setAlt] = useState<PerLanguage>({ ru: image.alt.ru ?? '', en: image.alt.en ?? '', ky: image.alt.ky ?? '' })
  const [focal, setFocal] = useState<FocalPoint>(image.focal)
  const save = useDeskAction(
    staff,
    (details: ImageDetails & { uuid: string }) => staff.editImage({ params: { id: details.uuid }, body: { version: details.version, alt_ru: details.alt.ru, alt_en: details.alt.en, alt_ky: details.alt.ky, focal: details.focal } }),
    onSaved,
  )
  const run = () => save.run({ uuid: image.uuid, version: image.version, alt, focal })
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    run()
  }
  return (
    <div className="desk-image-details">
      <FocalPointField src={image.original} width={image.width} height={image.height} alt={alt.ru} value={focal} onChange={setFocal} />
      <LanguageFields id={id} label={t('admin.media.alt')} values={alt}>
        {(language, control) => (
          <div className="field">
            <label className="field__label" htmlFor={control.id}>
              {control.label}
            </label>
            <input
              id={control.id}
              className="field__control"
              maxLength={300}
              value={alt[language]}
              aria-describedby={control.hintId}
              aria-invalid={save.fields[`alt_${language}`] ? true : undefined}
              onKeyDown={saveOnEnter}
              onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
            />
          </div>
        )}
      </LanguageFields>
      <DeskActionStatus action={save} />
      <div className="admin-actions">
        <button className="button button--primary" type="button" disabled={save.busy} onClick={run}>
          {t('admin.media.save')}
        </button>
        {children}
      </div>
    </div>
  )
}
