import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { MINOR_UNITS_PER_MAJOR } from '../model/currencies'
import { OPTION_KINDS, type ItemOptionWriteBody, type OptionKind, type OptionKindDeclaration, type StaffItemOption, type StaffItemOptions } from '../model/item-options'
import { formatMoney } from '../model/format-money'
import { LANGUAGES, type Language } from '../model/languages'
import type { StaffRole } from '../model/staff'
import { ItemRowsEditor, RowInput } from './ItemRowsEditor'
import type { StaffClient } from './staff-client'
import { amountOf, wholeOf } from './typed-number'

export interface ItemOptionsEditorProps {
  staff: StaffClient
  /** As GET /api/staff/options/{kind}/{id} answered (loadItemOptions). */
  options: StaffItemOptions
  /** The signed-in staff member's roles: an editor changes titles only. */
  roles: readonly StaffRole[]
  /** After a save or delete; by default the route's data is loaded again. */
  onChanged?: () => unknown
}

/** The form's text of an amount in minor units, in major units ("2500.5"); empty for none. */
const majorText = (minor: number | null) => (minor === null ? '' : String(minor / MINOR_UNITS_PER_MAJOR))

interface Draft {
  titles: Record<(typeof LANGUAGES)[number], string>
  price: string
  oldPrice: string
  position: string
  seats: string
  key: string
}

/** The write body's path of each form field, where the server names its errors. */
const BODY_PATHS = { price: 'price_amount', oldPrice: 'old_price_amount', position: 'position', seats: 'seats', key: 'key' } as const

function draftOf(option: StaffItemOption | null, position: number): Draft {
  return {
    titles: { ru: option?.titles.ru ?? '', en: option?.titles.en ?? '', ky: option?.titles.ky ?? '' },
    price: majorText(option?.price_amount ?? null),
    oldPrice: majorText(option?.old_price_amount ?? null),
    position: String(option?.position ?? position),
    seats: option?.seats === null || option?.seats === undefined ? '' : String(option.seats),
    key: option?.key ?? '',
  }
}

/** The write body of the form (amounts read as the desk shows them in `language`): seats and key only where the kind has them. */
export function optionBodyOf(kind: OptionKind, draft: Draft, language: Language, version?: number): ItemOptionWriteBody {
  const declaration: OptionKindDeclaration = OPTION_KINDS[kind]
  return {
    titles: draft.titles,
    price_amount: amountOf(draft.price, language) ?? -1,
    old_price_amount: amountOf(draft.oldPrice, language),
    position: wholeOf(draft.position) ?? 0,
    ...(declaration.seats ? { seats: wholeOf(draft.seats) } : {}),
    ...(declaration.key ? { key: draft.key.trim() } : {}),
    ...(version === undefined ? {} : { version }),
  }
}

/**
 * The options of an event, a product or an online course as staff edit them (issue 42 "Events with options, prices",
 * "products with options", "online courses with options", issue 44 "Seats", BE-04, BE-15): titles in ru/en/ky, price
 * and old price in the item's currency, order, and what the kind has (an event's seats sold, held and free; a
 * product's icon key); admin and manager add and delete options, an editor changes titles only.
 */
export function ItemOptionsEditor({ staff, options, roles, onChanged }: ItemOptionsEditorProps) {
  const t = useT()
  const language = useLanguage()
  const { kind } = options
  const { currency } = options.item
  const params = { kind, id: options.item.uuid }
  const declaration: OptionKindDeclaration = OPTION_KINDS[kind]
  return (
    <ItemRowsEditor
      staff={staff}
      rows={options.rows}
      roles={roles}
      onChanged={onChanged}
      titleId="event-options-title"
      title={t(kind === 'events' ? 'admin.event_options.title' : 'admin.item_parts.options_title', { currency })}
      none={t(kind === 'events' ? 'admin.event_options.none' : 'admin.item_parts.none')}
      prefixOf={(option) => (option ? `option-${option.uuid}` : `option-new-${kind}`)}
      headingOf={(option) => (option ? option.titles.ru || t('admin.event_options.untitled') : t('admin.event_options.new'))}
      draftOf={draftOf}
      bodyOf={(draft, version) => optionBodyOf(kind, draft, language, version)}
      create={(body) => staff.itemOptionCreate({ params, body })}
      update={(option, body) => staff.itemOptionUpdate({ params: { ...params, option: option.uuid }, body })}
      remove={(option, version) => staff.itemOptionDelete({ params: { ...params, option: option.uuid }, body: { version } })}
      addLabel={t('admin.event_options.add')}
      kept={(option) => option.orders > 0}
      keptNote={t(declaration.seats ? 'admin.event_options.kept_events' : 'admin.event_options.kept')}
      summaryOf={(option) => (
        <p className="admin-event-option__seats" data-testid={`seats-${option.uuid}`}>
          {option.counts
            ? `${option.seats === null || option.seats === undefined
                ? t('admin.event_options.counts_unlimited', { sold: option.counts.sold, held: option.counts.held })
                : t('admin.event_options.counts', { seats: option.seats, sold: option.counts.sold, held: option.counts.held, free: option.counts.free ?? 0 })} · `
            : null}
          {formatMoney(language, option.price_amount, currency)}
        </p>
      )}
      fields={({ draft, setDraft, errorOf, prefix, full }) => {
        const field = (name: keyof Omit<Draft, 'titles'>, label: string, inputMode: 'decimal' | 'numeric' | 'text') => (
          <RowInput
            id={`${prefix}-${name}`}
            label={label}
            inputMode={inputMode}
            disabled={!full}
            value={draft[name]}
            error={errorOf(BODY_PATHS[name])}
            onChange={(value) => setDraft({ ...draft, [name]: value })}
          />
        )
        return (
          <>
            {LANGUAGES.map((code) => (
              <RowInput
                key={code}
                id={`${prefix}-title-${code}`}
                label={t('admin.event_options.option_title', { language: code.toUpperCase() })}
                value={draft.titles[code]}
                required={code === 'ru'}
                error={errorOf(`titles.${code}`)}
                onChange={(value) => setDraft({ ...draft, titles: { ...draft.titles, [code]: value } })}
              />
            ))}
            {field('price', t('admin.event_options.price', { currency }), 'decimal')}
            {field('oldPrice', t('admin.event_options.old_price', { currency }), 'decimal')}
            {field('position', t('admin.event_options.position'), 'numeric')}
            {declaration.seats ? field('seats', t('admin.event_options.seats'), 'numeric') : null}
            {declaration.key ? field('key', t('admin.event_options.key'), 'text') : null}
          </>
        )
      }}
    />
  )
}
