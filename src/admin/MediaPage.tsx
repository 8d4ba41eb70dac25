import { useRouter } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { useLanguage } from '../components/layout/use-language'
import { formatFigure } from '../i18n/format-figure'
import { useT } from '../i18n/intl'
import { FILE_PURPOSES, type FilePurpose, type UploadedFile } from '../model/file-upload'
import type { UploadedImage } from '../model/image-upload'
import { fileSizeShown } from '../model/landing-figures'
import { useDeskAction, type DeskAction } from './desk-action'
import { DeskConfirm } from './DeskConfirm'
import { ImageDetailsFields } from './fields/ImageDetailsFields'
import { SelectField } from './fields/SelectField'
import { UploadField } from './fields/UploadField'
import type { MediaLibrary } from './load-media'
import type { StaffClient } from './staff-client'
import { useUpload } from './use-upload'
import './admin.css'

/**
 * /admin/media (issue 42, BE-05, BE-26): the images uploaded from the desk, with their renditions, alt texts in three
 * languages and focal point, and the PDFs for vacancies and the about page; upload with progress, delete when unused.
 */
export function MediaPage({ staff, library }: { staff: StaffClient; library: MediaLibrary }) {
  const t = useT()
  const router = useRouter()
  const refresh = () => router.invalidate()
  const imageUpload = useUpload(() => '/images', refresh)
  const [purpose, setPurpose] = useState<FilePurpose>('vacancy')
  const fileUpload = useUpload((file) => `/files?${new URLSearchParams({ name: (file as File).name || 'file.pdf', purpose })}`, refresh)
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.media.title')}</h1>
      <section className="desk-media" aria-labelledby="desk-media-images">
        <h2 id="desk-media-images">{t('admin.media.images')}</h2>
        <UploadField label={t('admin.media.upload_image')} hint={t('admin.media.image_hint')} accept="image/jpeg,image/png,image/webp" upload={imageUpload} />
        {library.images.rows.length === 0 ? <p>{t('admin.media.no_images')}</p> : null}
        <ul className="admin-queue">
          {library.images.rows.map((image) => (
            <li key={`${image.uuid}-${image.version}`}>
              <ImageCard staff={staff} image={image} />
            </li>
          ))}
        </ul>
      </section>
      <section className="desk-media" aria-labelledby="desk-media-files">
        <h2 id="desk-media-files">{t('admin.media.files')}</h2>
        <SelectField
          id="desk-file-purpose"
          name="purpose"
          label={t('admin.media.purpose')}
          value={purpose}
          options={FILE_PURPOSES.map((value) => ({ value, label: t(`admin.media.purpose_${value}`) }))}
          onChange={(value) => setPurpose(value as FilePurpose)}
        />
        <UploadField label={t('admin.media.upload_file')} hint={t('admin.media.file_hint')} accept="application/pdf,.pdf" upload={fileUpload} />
        <ul className="admin-queue">
          {library.files.rows.map((file) => (
            <li key={file.uuid}>
              <FileCard staff={staff} file={file} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function ImageCard({ staff, image }: { staff: StaffClient; image: UploadedImage }) {
  const t = useT()
  const router = useRouter()
  const remove = useDeskAction(staff, () => staff.deleteImage({ params: { id: image.uuid } }), () => router.invalidate())
  const [confirming, setConfirming] = useState(false)
  const titleId = `image-${image.uuid}`
  const name = image.alt.ru || t('admin.media.untitled')
  return (
    <article className="admin-card desk-image" aria-labelledby={titleId}>
      <h3 id={titleId} className="desk-image__title">
        {name} · {image.width}×{image.height} · <FileSize bytes={image.bytes} />
      </h3>
      <p className="desk-image__renditions">
        {t('admin.media.renditions')}:{' '}
        {/* A space after each name: the line may wrap between them on a phone (the Russian names are long). */}
        {(['small', 'medium', 'large'] as const).map((size) => (
          <Fragment key={size}>
            <a href={image[size]} target="_blank" rel="noopener">
              {t(`admin.media.sizes.${size}`)}
            </a>{' '}
          </Fragment>
        ))}
        <a href={image.original} target="_blank" rel="noopener">
          {t('admin.media.original')}
        </a>
      </p>
      <ImageDetailsFields key={image.version} staff={staff} image={image} id={`alt-${image.uuid}`} onSaved={() => router.invalidate()}>
        <button className="button button--ghost" type="button" disabled={remove.busy} onClick={() => setConfirming(true)}>
          {t('admin.media.delete')}
        </button>
      </ImageDetailsFields>
      {confirming ? <ConfirmDelete id={`${titleId}-delete`} question={t('admin.media.confirm_delete_image', { name })} remove={remove} onCancel={() => setConfirming(false)} /> : null}
    </article>
  )
}

function FileCard({ staff, file }: { staff: StaffClient; file: UploadedFile }) {
  const t = useT()
  const router = useRouter()
  const remove = useDeskAction(staff, () => staff.deleteFile({ params: { id: file.uuid } }), () => router.invalidate())
  const [confirming, setConfirming] = useState(false)
  return (
    <article className="admin-card desk-file" aria-label={file.name}>
      <p>
        <a href={file.url} download={file.name}>
          {file.name}
        </a>{' '}
        · <FileSize bytes={file.bytes} /> · {t(`admin.media.purpose_${file.purpose}`)}
      </p>
      <p className="desk-file__address">
        {t('admin.media.address')}: <code>{file.url}</code>
      </p>
      <p>{file.used_by.length > 0 ? t('admin.media.used_by', { count: file.used_by.length }) : t('admin.media.unused')}</p>
      <button className="button button--ghost" type="button" disabled={remove.busy} onClick={() => setConfirming(true)}>
        {t('admin.media.delete')}
      </button>
      {confirming ? <ConfirmDelete id={`file-${file.uuid}-delete`} question={t('admin.media.confirm_delete_file', { name: file.name })} remove={remove} onCancel={() => setConfirming(false)} /> : null}
    </article>
  )
}

/** "Delete" asked first, naming the picture or file; the refusal (still in use) shows in the question. */
function ConfirmDelete({ id, question, remove, onCancel }: { id: string; question: string; remove: DeskAction<undefined>; onCancel: () => void }) {
  const t = useT()
  return (
    <DeskConfirm
      id={id}
      question={question}
      confirmLabel={t('admin.media.delete')}
      error={remove.error ? t(remove.error) : null}
      busy={remove.busy}
      prompt={remove.prompt}
      onConfirm={() => remove.run(undefined)}
      onCancel={onCancel}
    />
  )
}

/** "179 KB" or "4.6 MB" in the desk's language, the same on the server and in the browser. */
function FileSize({ bytes }: { bytes: number }) {
  const t = useT()
  const language = useLanguage()
  const { amount, digits, unit } = fileSizeShown(bytes)
  return <>{t('admin.media.size', { size: formatFigure(language, amount, digits), unit })}</>
}

