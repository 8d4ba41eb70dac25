import { useId, useRef } from 'react'
import { useT } from '../../i18n/intl'
import { FieldError, fieldErrorId } from '../../components/forms/Field'
import type { Upload } from '../use-upload'

const UPLOAD_ERRORS = new Set(['empty', 'too_large', 'body_too_large', 'unsupported_type', 'unsupported_media_type', 'polyglot', 'not_an_image', 'too_small', 'too_many_pixels', 'network'])

/** The message of an upload's refusal (admin.upload.errors.*). */
export function uploadErrorKey(code: string | null): string | null {
  if (!code) return null
  return UPLOAD_ERRORS.has(code) ? `admin.upload.errors.${code}` : 'admin.errors.other'
}

export interface UploadFieldProps {
  label: string
  /** What is accepted (types, size), read with the input. */
  hint: string
  accept: string
  upload: Upload
}

/**
 * A file input that uploads at once (issue 42): the progress as a progressbar, cancel while it runs, the server's
 * refusal tied to the input, and retry. Used for images and PDFs; the machine is upload.machine.ts.
 */
export function UploadField({ label, hint, accept, upload }: UploadFieldProps) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const error = uploadErrorKey(upload.error)
  const hintId = `${id}-hint`
  return (
    <div className={`field desk-upload${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        className="field__control"
        type="file"
        accept={accept}
        disabled={upload.uploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? fieldErrorId(id) : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) upload.choose(file)
          event.target.value = ''
        }}
      />
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {upload.uploading ? (
        <div className="desk-upload__progress">
          <progress max={100} value={upload.percent ?? undefined} aria-label={t('admin.upload.progress')} />
          <span aria-live="polite">{upload.percent === null ? '' : `${upload.percent}%`}</span>
          <button type="button" className="button button--ghost" onClick={upload.cancel}>
            {t('admin.upload.cancel')}
          </button>
        </div>
      ) : null}
      <FieldError id={id} error={error} />
      {upload.failed ? (
        <button type="button" className="button button--outline" onClick={upload.retry}>
          {t('admin.upload.retry')}
        </button>
      ) : null}
    </div>
  )
}
