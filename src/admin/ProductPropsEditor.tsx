import { useT } from '../i18n/intl'
import { LANGUAGES, type Language } from '../model/languages'
import type { ProductPropWriteBody, StaffProductProps } from '../model/product-props'
import type { StaffRole } from '../model/staff'
import { ItemRowsEditor, RowInput } from './ItemRowsEditor'
import type { StaffClient } from './staff-client'
import { wholeOf } from './typed-number'

export interface ProductPropsEditorProps {
  staff: StaffClient
  /** As GET /api/staff/props/{id} answered. */
  props: StaffProductProps
  /** An editor changes the texts only. */
  roles: readonly StaffRole[]
  onChanged?: () => unknown
}

interface Draft {
  titles: Record<Language, string>
  values: Record<Language, string>
  position: string
}

const textsOf = (texts: Record<Language, string> | undefined) => ({ ru: texts?.ru ?? '', en: texts?.en ?? '', ky: texts?.ky ?? '' })

/** The write body of a prop's form; a position that is no whole number is sent as -1, which the server names. */
export function propBodyOf(draft: Draft, version?: number): ProductPropWriteBody {
  return {
    titles: draft.titles,
    values: draft.values,
    position: wholeOf(draft.position) ?? 0,
    ...(version === undefined ? {} : { version }),
  }
}

/**
 * A product's props as staff edit them (issue 42 "products with options and props", PRODUCT-04, BE-04): a name and a
 * value in ru/en/ky per row, in order; admin and manager add and delete rows, an editor changes the texts only.
 */
export function ProductPropsEditor({ staff, props, roles, onChanged }: ProductPropsEditorProps) {
  const t = useT()
  const id = props.item.uuid
  return (
    <ItemRowsEditor
      staff={staff}
      rows={props.rows}
      roles={roles}
      onChanged={onChanged}
      titleId="product-props-title"
      title={t('admin.product_props.title')}
      none={t('admin.product_props.none')}
      prefixOf={(prop) => (prop ? `prop-${prop.uuid}` : 'prop-new')}
      headingOf={(prop) => (prop ? `${prop.titles.ru}: ${prop.values.ru}` : t('admin.product_props.new'))}
      draftOf={(prop, next): Draft => ({ titles: textsOf(prop?.titles), values: textsOf(prop?.values), position: String(prop?.position ?? next) })}
      bodyOf={propBodyOf}
      create={(body) => staff.productPropCreate({ params: { id }, body })}
      update={(prop, body) => staff.productPropUpdate({ params: { id, prop: prop.uuid }, body })}
      remove={(prop, version) => staff.productPropDelete({ params: { id, prop: prop.uuid }, body: { version } })}
      addLabel={t('admin.product_props.add')}
      fields={({ draft, setDraft, errorOf, prefix, full }) => {
        const text = (group: 'titles' | 'values', language: Language) => (
          <RowInput
            key={`${group}-${language}`}
            id={`${prefix}-${group}-${language}`}
            label={t(group === 'titles' ? 'admin.product_props.name' : 'admin.product_props.value', { language: language.toUpperCase() })}
            value={draft[group][language]}
            required={language === 'ru'}
            error={errorOf(`${group}.${language}`)}
            onChange={(value) => setDraft({ ...draft, [group]: { ...draft[group], [language]: value } })}
          />
        )
        return (
          <>
            {LANGUAGES.flatMap((language) => [text('titles', language), text('values', language)])}
            <RowInput
              id={`${prefix}-position`}
              label={t('admin.event_options.position')}
              inputMode="numeric"
              disabled={!full}
              value={draft.position}
              error={errorOf('position')}
              onChange={(position) => setDraft({ ...draft, position })}
            />
          </>
        )
      }}
    />
  )
}
