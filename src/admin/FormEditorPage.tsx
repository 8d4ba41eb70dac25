import { Checkbox } from '../components/forms/Checkbox'
import { TextField } from '../components/forms/TextField'
import { useT } from '../i18n/intl'
import { FORM_FIELD_TYPES, FORM_TEXT_NAMES, type FormFieldType, type FormTexts } from '../model/entities/publications'
import type { FormFieldWrite, FormWriteBody, StaffForm } from '../model/form-editing'
import { LANGUAGES, type Language } from '../model/languages'
import { changesBeyondTexts, type StaffRole } from '../model/staff'
import { DeskSaveBar, useDeskDraft } from './desk-draft'
import { LanguageTextField } from './fields/LanguageTextField'
import { RowList } from './fields/RowList'
import { SelectField } from './fields/SelectField'
import type { StaffClient } from './staff-client'
import './admin.css'
import './desk-content.css'
import './desk-site.css'

/** A control's id from its body path: `fields.0.titles.ru` → `form-fields-0-titles-ru`. */
const idOf = (path: string) => `form-${path.replace(/\./g, '-')}`

type Draft = Pick<FormWriteBody, 'texts' | 'fields'>

const NEW_FIELD: FormFieldWrite = { uuid: null, slug: '', type: 'TEXT', required: false, hidden: false, titles: { ru: '', en: '', ky: '' } }

export interface FormEditorPageProps {
  staff: StaffClient
  /** As GET /api/staff/forms/{slug} answered. */
  form: StaffForm
  roles: readonly StaffRole[]
}

/**
 * A lead form as staff edit it (issue 42, BE-20): its texts and each field's label in ru, en and ky side by side; the
 * field's key, kind, required and hidden, and the list's order; saved over the form's version. A field leads answered
 * keeps its key and kind; an editor changes texts only.
 */
export function FormEditorPage({ staff, form, roles }: FormEditorPageProps) {
  const t = useT()
  const fields = form.fields.map(({ answers: _answers, ...field }) => field)
  const locked = !changesBeyondTexts(roles)
  const { draft, setDraft, save, errorOf, submit } = useDeskDraft<Draft>(staff, { texts: form.texts, fields }, (body) =>
    staff.deskFormUpdate({ params: { slug: form.slug }, body: { ...body, version: form.version } }),
  )
  const perLanguage = (pick: (language: Language) => string) => Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Record<Language, string>
  const setText = (name: keyof FormTexts, language: Language, value: string) => setDraft({ ...draft, texts: { ...draft.texts, [language]: { ...draft.texts[language], [name]: value } } })

  return (
    <form onSubmit={submit} noValidate>
      {locked ? <p className="admin-card__todo">{t('admin.content.texts_only_note')}</p> : null}
      <section className="desk-content-section" aria-labelledby="form-texts">
        <h2 id="form-texts">{t('admin.forms.texts')}</h2>
        {FORM_TEXT_NAMES.map((name) => (
          <LanguageTextField
            key={name}
            id={idOf(`texts.${name}`)}
            idOf={(language) => idOf(`texts.${language}.${name}`)}
            name={name}
            label={t(`admin.forms.text_${name}`)}
            values={perLanguage((language) => draft.texts[language][name])}
            kind={name === 'thanks_description' || name === 'subtitle' ? 'lines' : 'line'}
            required={name === 'title'}
            errorOf={(language) => errorOf(`texts.${language}.${name}`)}
            onChange={(language, value) => setText(name, language, value)}
          />
        ))}
      </section>

      <section className="desk-content-section" aria-labelledby="form-fields">
        <h2 id="form-fields">{t('admin.forms.fields')}</h2>
        <RowList
          rows={draft.fields}
          keyOf={(field, index) => field.uuid ?? `new-${index}`}
          titleOf={(field) => (field.slug ? t('admin.forms.field', { slug: field.slug }) : t('admin.forms.field_new'))}
          noteOf={(field) => {
            const stored = form.fields.find((row) => row.uuid === field.uuid)
            return stored ? ` · ${t('admin.forms.answers', { count: stored.answers })}` : null
          }}
          error={errorOf('fields')}
          fresh={NEW_FIELD}
          addLabel={t('admin.forms.add_field')}
          locked={locked}
          onChange={(rows) => setDraft({ ...draft, fields: rows })}
        >
          {(field, index, replace) => {
            const fixed = locked || (form.fields.find((row) => row.uuid === field.uuid)?.answers ?? 0) > 0
            const change = (changed: Partial<FormFieldWrite>) => replace({ ...field, ...changed })
            return (
              <>
                <LanguageTextField
                  id={idOf(`fields.${index}.titles`)}
                  idOf={(language) => idOf(`fields.${index}.titles.${language}`)}
                  name={`field_${index}`}
                  label={t('admin.forms.field_label')}
                  values={field.titles}
                  kind="line"
                  required
                  errorOf={(language) => errorOf(`fields.${index}.titles.${language}`)}
                  onChange={(language, value) => change({ titles: { ...field.titles, [language]: value } })}
                />
                <div className="desk-list-row__fields">
                  <TextField id={idOf(`fields.${index}.slug`)} name={`fields.${index}.slug`} label={t('admin.forms.slug')} value={field.slug} error={errorOf(`fields.${index}.slug`)} disabled={fixed} onChange={(slug) => change({ slug })} />
                  <fieldset className="desk-list-row__locked" disabled={fixed}>
                    <SelectField
                      id={idOf(`fields.${index}.type`)}
                      name={`fields.${index}.type`}
                      label={t('admin.forms.kind')}
                      value={field.type}
                      error={errorOf(`fields.${index}.type`)}
                      options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`admin.forms.kind_${type}`) }))}
                      onChange={(type) => change({ type: type as FormFieldType })}
                    />
                  </fieldset>
                  <fieldset className="desk-list-row__locked" disabled={locked}>
                    <Checkbox id={idOf(`fields.${index}.required`)} checked={field.required} onChange={(required) => change({ required })}>
                      {t('admin.forms.required')}
                    </Checkbox>
                    <Checkbox id={idOf(`fields.${index}.hidden`)} checked={field.hidden} onChange={(hidden) => change({ hidden })}>
                      {t('admin.forms.hidden')}
                    </Checkbox>
                  </fieldset>
                </div>
              </>
            )
          }}
        </RowList>
      </section>

      <DeskSaveBar save={save} label={t('admin.forms.save')} />
    </form>
  )
}
