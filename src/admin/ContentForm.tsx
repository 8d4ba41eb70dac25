import { Checkbox } from '../components/forms/Checkbox'
import { Field, fieldControlProps, fieldErrorId } from '../components/forms/Field'
import { TextField } from '../components/forms/TextField'
import { useT } from '../i18n/intl'
import { useEditorZoneHint } from './editor-zone'
import { controlIdOf, editorLayout, type ContentDraft, type FieldEntry } from '../model/content-editor'
import type { ContentTypeName } from '../model/content-types'
import type { UploadedFile } from '../model/file-upload'
import type { UploadedImage } from '../model/image-upload'
import type { Language } from '../model/languages'
import { useContentLabels } from './content-labels'
import { LanguageTextField } from './fields/LanguageTextField'
import { FileField } from './fields/FileField'
import { ImageField } from './fields/ImageField'
import { ImageListField } from './fields/ImageListField'
import type { ImagePreviews } from './fields/image-preview'
import { RichTextField } from './fields/RichTextField'
import { SelectField } from './fields/SelectField'
import type { RelationOption } from './load-content'
import type { StaffClient } from './staff-client'

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
  /** Previews of the images the stored item refers to (issue 42): what shows of those not in the library. */
  previews: ImagePreviews
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
  const labels = useContentLabels()
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
          {layout.relations.map(([name, target, max]) =>
            target === 'images' ? (
              <ImageListField
                key={name}
                id={controlIdOf(`relations.${name}`)}
                path={`relations.${name}`}
                label={labels.field(name)}
                value={draft.relations[name] ?? []}
                max={max}
                images={props.images}
                previews={props.previews}
                disabled={textsOnly}
                errorOf={errorOf}
                staff={props.staff}
                onChange={(chosen) => onChange({ ...draft, relations: { ...draft.relations, [name]: chosen } })}
              />
            ) : (
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
            ),
          )}
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
function ValueField({ name, field, value, error, disabled, onChange, staff, images, previews, files, now }: ValueFieldProps) {
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
          options={[...(field.required ? [] : [{ value: '', label: '—' }]), ...(field.values ?? []).map((choice) => ({ value: choice, label: labels.choice(name, field.values, choice) }))]}
          onChange={onChange}
        />
      )
    case 'datetime':
      return <DateTimeField now={now} id={id} name={name} label={label} value={text} required={field.required} error={error} disabled={disabled} onChange={onChange} />
    case 'image':
      return <ImageField id={id} label={label} value={text} error={error} disabled={disabled} images={images} previews={previews} staff={staff} onChange={onChange} />
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
  const zoneHint = useEditorZoneHint(now)
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
        {zoneHint}
      </p>
    </Field>
  )
}

/** A translated field: its text in ru, en and ky side by side (stacked on a phone). */
function TextsField({ name, field, draft, staff, errorOf, onText }: ContentFormProps & { name: string; field: FieldEntry[1]; errorOf: (path: string) => string | null; onText: (language: Language, name: string, value: string) => void }) {
  const labels = useContentLabels()
  const values = { ru: draft.translations.ru[name] ?? '', en: draft.translations.en[name] ?? '', ky: draft.translations.ky[name] ?? '' }
  return (
    <LanguageTextField
      id={controlIdOf(`translations.${name}`)}
      idOf={(language) => controlIdOf(`translations.${language}.${name}`)}
      name={name}
      label={labels.field(name)}
      values={values}
      kind={field.kind === 'rich' ? 'rich' : (field.max ?? 0) > 300 ? 'lines' : 'line'}
      max={field.max}
      required={field.required}
      errorOf={(language) => errorOf(`translations.${language}.${name}`)}
      staff={staff}
      onChange={(language, value) => onText(language, name, value)}
    />
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
