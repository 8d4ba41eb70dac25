import { useState } from 'react'
import { Checkbox } from '../components/forms/Checkbox'
import { Field, fieldControlProps, fieldErrorId } from '../components/forms/Field'
import { TextField } from '../components/forms/TextField'
import { useT } from '../i18n/intl'
import { controlIdOf, EDITOR_TIME_ZONE, editorLayout, zoneOffsetOf, type ContentDraft, type FieldEntry } from '../model/content-editor'
import type { ContentTypeName } from '../model/content-types'
import type { FilePurpose, UploadedFile } from '../model/file-upload'
import type { UploadedImage } from '../model/image-upload'
import type { Language } from '../model/languages'
import { useContentLabels } from './content-labels'
import { LanguageFields } from './fields/LanguageFields'
import { RichTextField } from './fields/RichTextField'
import { SelectField } from './fields/SelectField'
import { UploadField } from './fields/UploadField'
import type { RelationOption } from './load-content'
import type { StaffClient } from './staff-client'
import { useUpload } from './use-upload'

export interface ContentFormProps {
  kind: ContentTypeName
  /** The moment the page loaded: the zone's offset stated beside the date-time inputs. */
  now: number
  draft: ContentDraft
  onChange: (draft: ContentDraft) => void
  /** The server's field errors by body path (`values.slug`, `translations.ru.title`, `relations.tags`). */
  fields: Record<string, string[]>
  /** The editor role of a texts-only type: values and relations read-only. */
  textsOnly: boolean
  options: Record<string, RelationOption[]>
  /** The media library's images; null for who may not open it (the image chosen is kept as it is). */
  images: UploadedImage[] | null
  /** The uploaded files (PDFs), likewise. */
  files: UploadedFile[] | null
  staff: StaffClient
}

/**
 * An item's form derived from its type's declaration (issue 42.2): its own values by kind, each text in ru, en and ky
 * side by side, SEO texts and flags, relations as choices of what exists; the server's errors at their fields.
 */
export function ContentForm(props: ContentFormProps) {
  const t = useT()
  const { kind, draft, onChange, fields, textsOnly } = props
  const layout = editorLayout(kind)
  const errorOf = (path: string) => fields[path]?.[0] ?? null
  const setValue = (name: string, value: string | boolean) => onChange({ ...draft, values: { ...draft.values, [name]: value } })
  const setText = (language: Language, name: string, value: string) =>
    onChange({ ...draft, translations: { ...draft.translations, [language]: { ...draft.translations[language], [name]: value } } })
  const values = (entries: FieldEntry[]) =>
    entries.map(([name, field]) => (
      <ValueField key={name} {...props} name={name} field={field} value={draft.values[name] ?? ''} error={errorOf(`values.${name}`)} disabled={textsOnly} onChange={(value) => setValue(name, value)} />
    ))
  const texts = (entries: FieldEntry[]) =>
    entries.map(([name, field]) => <TextsField key={name} {...props} name={name} field={field} errorOf={errorOf} onText={setText} />)
  return (
    <>
      {textsOnly ? <p className="admin-card__todo">{t('admin.content.texts_only_note')}</p> : null}
      <section className="desk-content-section" aria-labelledby="content-values">
        <h2 id="content-values">{t('admin.content.section_values')}</h2>
        <fieldset className="desk-content-values" disabled={textsOnly}>
          {values(layout.values)}
        </fieldset>
      </section>
      <section className="desk-content-section" aria-labelledby="content-texts">
        <h2 id="content-texts">{t('admin.content.section_texts')}</h2>
        {texts(layout.texts)}
      </section>
      {layout.relations.length > 0 ? (
        <section className="desk-content-section" aria-labelledby="content-relations">
          <h2 id="content-relations">{t('admin.content.section_relations')}</h2>
          <fieldset className="desk-content-plain" disabled={textsOnly}>
          {layout.relations.map(([name, , max]) => (
            <RelationField
              key={name}
              name={name}
              max={max}
              chosen={draft.relations[name] ?? []}
              options={props.options[name] ?? []}
              error={errorOf(`relations.${name}`)}
              disabled={textsOnly}
              onChange={(chosen) => onChange({ ...draft, relations: { ...draft.relations, [name]: chosen } })}
            />
          ))}
          </fieldset>
        </section>
      ) : null}
      <section className="desk-content-section" aria-labelledby="content-seo">
        <h2 id="content-seo">{t('admin.content.section_seo')}</h2>
        {texts(layout.seoTexts)}
        <fieldset className="desk-content-plain" disabled={textsOnly}>
          {values(layout.seoValues)}
        </fieldset>
      </section>
    </>
  )
}

interface ValueFieldProps extends Omit<ContentFormProps, 'onChange'> {
  name: string
  field: FieldEntry[1]
  value: string | boolean
  error: string | null
  disabled: boolean
  onChange: (value: string | boolean) => void
}

/** One untranslated value by its kind. */
function ValueField({ name, field, value, error, disabled, onChange, staff, images, files, now }: ValueFieldProps) {
  const t = useT()
  const labels = useContentLabels()
  const id = controlIdOf(`values.${name}`)
  const label = labels.field(name)
  const text = String(value)
  switch (field.kind) {
    case 'boolean':
      return (
        <Checkbox id={id} name={name} checked={value === true} error={error} onChange={onChange}>
          {label}
        </Checkbox>
      )
    case 'enum':
      return (
        <SelectField
          id={id}
          name={name}
          label={label}
          value={text}
          required={field.required}
          error={error}
          options={[...(field.required ? [] : [{ value: '', label: '—' }]), ...(field.values ?? []).map((choice) => ({ value: choice, label: labels.choice(name, choice) }))]}
          onChange={onChange}
        />
      )
    case 'datetime':
      return <DateTimeField now={now} id={id} name={name} label={label} value={text} required={field.required} error={error} disabled={disabled} onChange={onChange} />
    case 'image':
      return <ImageField id={id} label={label} value={text} error={error} disabled={disabled} images={images} onChange={onChange} />
    case 'file':
      return <FileField id={id} label={label} value={text} error={error} disabled={disabled} files={files} purpose={field.purpose ?? 'about'} onChange={onChange} />
    case 'rich':
      return <RichTextField id={id} name={name} label={label} value={text} error={error} staff={staff} onChange={onChange} />
    default:
      return (
        <TextField
          id={id}
          name={name}
          label={label}
          value={text}
          error={error}
          required={field.required}
          readOnly={disabled}
          maxLength={field.kind === 'integer' ? undefined : field.max}
          {...(field.kind === 'integer' ? { type: 'number', inputMode: 'numeric' as const, min: field.min, max: field.max, step: 1 } : {})}
          {...(field.kind === 'date' ? { type: 'date' } : {})}
          {...(field.kind === 'slug' ? { autoCapitalize: 'none', spellCheck: false, title: t('admin.content.slug_hint') } : {})}
          onChange={onChange}
        />
      )
  }
}

/** A date and time in the desk's stated zone (a `datetime-local` input has none of its own). */
function DateTimeField({ id, name, label, value, required, error, disabled, onChange, now }: { now: number; id: string; name: string; label: string; value: string; required?: boolean; error: string | null; disabled: boolean; onChange: (value: string) => void }) {
  const t = useT()
  const hintId = `${id}-zone`
  const control = fieldControlProps(id, error)
  return (
    <Field id={id} label={label} error={error} required={required}>
      <input
        {...control}
        aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
        className="field__control"
        type="datetime-local"
        name={name}
        value={value}
        required={required}
        readOnly={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="field__hint">
        {t('admin.content.time_zone', { zone: EDITOR_TIME_ZONE, offset: zoneOffsetOf(EDITOR_TIME_ZONE, now) })}
      </p>
    </Field>
  )
}

/** An image: one of the media library's or a new upload, the chosen one shown with its alt text; read-only without the library. */
function ImageField({ id, label, value, error, disabled, images, onChange }: { id: string; label: string; value: string; error: string | null; disabled: boolean; images: UploadedImage[] | null; onChange: (value: string) => void }) {
  const t = useT()
  if (images === null) {
    return (
      <Field id={id} label={label} error={error}>
        <input {...fieldControlProps(id, error)} className="field__control" value={value || t('admin.content.image_none')} readOnly />
      </Field>
    )
  }
  return <ImagePicker id={id} label={label} value={value} error={error} disabled={disabled} images={images} onChange={onChange} />
}

function ImagePicker({ id, label, value, error, disabled, images, onChange }: { id: string; label: string; value: string; error: string | null; disabled: boolean; images: UploadedImage[]; onChange: (value: string) => void }) {
  const t = useT()
  const [uploaded, setUploaded] = useState<UploadedImage[]>([])
  const upload = useUpload<UploadedImage>(() => '/images', (image) => {
    setUploaded((list) => [image, ...list])
    onChange(image.uuid)
  })
  const library = [...uploaded, ...images]
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
      {chosen ? (
        <figure className="desk-content-image__chosen">
          <img src={chosen.small} alt={chosen.alt.ru ?? ''} width={160} />
          <figcaption>{t('admin.content.image_alt', { alt: chosen.alt.ru || t('admin.media.untitled') })}</figcaption>
        </figure>
      ) : null}
      {disabled ? null : <UploadField label={t('admin.media.upload_image')} hint={t('admin.media.image_hint')} accept="image/jpeg,image/png,image/webp" upload={upload} />}
    </fieldset>
  )
}

/** An uploaded PDF, chosen from the files or uploaded here (a vacancy's description, issue 42). */
function FileField({ id, label, value, error, disabled, files, purpose, onChange }: { id: string; label: string; value: string; error: string | null; disabled: boolean; files: UploadedFile[] | null; purpose: FilePurpose; onChange: (value: string) => void }) {
  const t = useT()
  const [uploaded, setUploaded] = useState<UploadedFile[]>([])
  const upload = useUpload<UploadedFile>((file) => `/files?${new URLSearchParams({ name: (file as File).name || 'file.pdf', purpose })}`, (file) => {
    setUploaded((list) => [file, ...list])
    onChange(file.uuid)
  })
  const library = [...uploaded, ...(files ?? [])]
  const chosen = library.find((file) => file.uuid === value)
  return (
    <fieldset className="desk-content-image" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="field__label">{label}</legend>
      <SelectField
        id={id}
        name="file"
        label={t('admin.content.file_choose')}
        value={value}
        error={error}
        options={[{ value: '', label: t('admin.content.file_none') }, ...(value && !chosen ? [{ value, label: value }] : []), ...library.map((file) => ({ value: file.uuid, label: `${file.name} · ${Math.max(1, Math.round(file.bytes / 1024))} KB` }))]}
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

/** A translated field: its text in ru, en and ky side by side (stacked on a phone). */
function TextsField({ name, field, draft, staff, errorOf, onText }: ContentFormProps & { name: string; field: FieldEntry[1]; errorOf: (path: string) => string | null; onText: (language: Language, name: string, value: string) => void }) {
  const labels = useContentLabels()
  const base = controlIdOf(`translations.${name}`)
  const values = { ru: draft.translations.ru[name] ?? '', en: draft.translations.en[name] ?? '', ky: draft.translations.ky[name] ?? '' }
  return (
    <LanguageFields id={base} label={labels.field(name)} values={values}>
      {(language, control) => {
        const id = controlIdOf(`translations.${language}.${name}`)
        const error = errorOf(`translations.${language}.${name}`)
        if (field.kind === 'rich') return <RichTextField id={id} name={`${name}_${language}`} label={control.label} value={values[language]} error={error} staff={staff} onChange={(value) => onText(language, name, value)} />
        const props = fieldControlProps(id, error)
        const describedBy = [control.hintId, props['aria-describedby']].filter(Boolean).join(' ') || undefined
        return (
          <Field id={id} label={control.label} error={error} required={field.required && language === 'ru'}>
            {(field.max ?? 0) > 300 ? (
              <textarea {...props} aria-describedby={describedBy} className="field__control" name={`${name}_${language}`} rows={3} maxLength={field.max} value={values[language]} onChange={(event) => onText(language, name, event.target.value)} />
            ) : (
              <input {...props} aria-describedby={describedBy} className="field__control" name={`${name}_${language}`} maxLength={field.max} value={values[language]} onChange={(event) => onText(language, name, event.target.value)} />
            )}
          </Field>
        )
      }}
    </LanguageFields>
  )
}

/** A relation: choices of what exists (tags, trainers, articles), kept in the order they were chosen. */
function RelationField({ name, max, chosen, options, error, disabled, onChange }: { name: string; max: number; chosen: string[]; options: RelationOption[]; error: string | null; disabled: boolean; onChange: (chosen: string[]) => void }) {
  const t = useT()
  const labels = useContentLabels()
  const id = controlIdOf(`relations.${name}`)
  const unknown = chosen.filter((value) => !options.some((option) => option.value === value)).map((value) => ({ value, label: value }))
  return (
    <fieldset className={`desk-content-relation${error ? ' field--invalid' : ''}`} id={id} aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className="field__label">
        {labels.field(name)} <span className="admin-card__meta">{t('admin.content.chosen', { count: chosen.length, max })}</span>
      </legend>
      <ul className="desk-content-relation__choices">
        {[...unknown, ...options].map((option) => {
          const checked = chosen.includes(option.value)
          return (
            <li key={option.value}>
              <label className="desk-content-relation__choice">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled || (!checked && chosen.length >= max)}
                  onChange={() => onChange(checked ? chosen.filter((value) => value !== option.value) : [...chosen, option.value])}
                />{' '}
                {option.label}
              </label>
            </li>
          )
        })}
      </ul>
      {error ? (
        <p id={fieldErrorId(id)} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
