import { useState } from 'react'
import { fieldErrorId } from '../../components/forms/Field'
import { useT } from '../../i18n/intl'
import type { FilePurpose, UploadedFile } from '../../model/file-upload'
import { useUpload } from '../use-upload'
import { SelectField } from './SelectField'
import { UploadField } from './UploadField'

export interface FileFieldProps {
  id: string
  label: string
  value: string
  error: string | null
  disabled: boolean
  /** The library's files of `purpose`; null: none to choose from (and no upload). */
  files: UploadedFile[] | null
  purpose: FilePurpose
  onChange: (value: string) => void
  /** What `value` holds of a file: its uuid (the default), or e.g. its url. */
  keyOf?: (file: UploadedFile) => string
}

/** An uploaded PDF, chosen from the files or uploaded here (a vacancy's description, the about page's documents; issue 42). */
export function FileField({ id, label, value, error, disabled, files, purpose, onChange, keyOf = (file) => file.uuid }: FileFieldProps) {
  const t = useT()
  const [uploaded, setUploaded] = useState<UploadedFile[]>([])
  const upload = useUpload<UploadedFile>((file) => `/files?${new URLSearchParams({ name: (file as File).name || 'file.pdf', purpose })}`, (file) => {
    setUploaded((list) => [file, ...list])
    onChange(keyOf(file))
  })
  const library = [...uploaded, ...(files ?? [])]
  const chosen = library.find((file) => keyOf(file) === value)
  return (
    <fieldset className="desk-content-image" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="field__label">{label}</legend>
      <SelectField
        id={id}
        name="file"
        label={t('admin.content.file_choose')}
        value={value}
        error={error}
        options={[{ value: '', label: t('admin.content.file_none') }, ...(value && !chosen ? [{ value, label: value }] : []), ...library.map((file) => ({ value: keyOf(file), label: `${file.name} · ${Math.max(1, Math.round(file.bytes / 1024))} KB` }))]}
        onChange={onChange}
      />
      {chosen ? (
        <p>
          <a href={chosen.url} download={chosen.name}>
            {chosen.name}
          </a>
        </p>
      ) : null}
      {disabled || files === null ? null : <UploadField label={t('admin.media.upload_file')} hint={t('admin.media.file_hint')} accept="application/pdf,.pdf" upload={upload} />}
    </fieldset>
  )
}
