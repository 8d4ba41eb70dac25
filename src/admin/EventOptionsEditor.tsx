import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { MINOR_UNITS_PER_MAJOR } from '../model/currencies'
import type { EventOptionWriteBody, StaffEventOption, StaffEventOptions } from '../model/event-options'
import { formatMoney } from '../model/format-money'
import { LANGUAGES } from '../model/languages'
import type { StaffRole } from '../model/staff'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

export interface EventOptionsEditorProps {
  staff: StaffClient
  /** The event's uuid or slug. */
  eventKey: string
  /** As GET /api/staff/events/{id}/options answered (loadEventOptions). */
  options: StaffEventOptions
  /** The signed-in staff member's roles: an editor changes titles only. */
  roles: readonly StaffRole[]
  /** After a save or delete; by default the route's data is loaded again. */
  onChanged?: () => unknown
}

/** The form's text of an amount in minor units, in major units ("2500.5"); empty for none. */
const majorText = (minor: number | null) => (minor === null ? '' : String(minor / MINOR_UNITS_PER_MAJOR))

/** Minor units of a typed amount; null when empty. A value that is no amount is sent as -1, which the server names as invalid. */
function minorOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? Math.round(value * MINOR_UNITS_PER_MAJOR) : -1
}

function wholeOf(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -1
}

interface Draft {
  titles: Record<(typeof LANGUAGES)[number], string>
  price: string
  oldPrice: string
  position: string
  seats: string
}

function draftOf(option: StaffEventOption | null, position: number): Draft {
  return {
    titles: { ru: option?.titles.ru ?? '', en: option?.titles.en ?? '', ky: option?.titles.ky ?? '' },
    price: majorText(option?.price_amount ?? null),
    oldPrice: majorText(option?.old_price_amount ?? null),
    position: String(option?.position ?? position),
    seats: option?.seats === null || option === null ? '' : String(option.seats),
  }
}

function bodyOf(draft: Draft, version?: number): EventOptionWriteBody {
  return {
    titles: draft.titles,
    price_amount: minorOf(draft.price) ?? -1,
    old_price_amount: minorOf(draft.oldPrice),
    position: wholeOf(draft.position) ?? 0,
    seats: wholeOf(draft.seats),
    ...(version === undefined ? {} : { version }),
  }
}

/**
 * An event's options as staff edit them (issue 42 "Events with options, prices", issue 44 "Seats", BE-04, BE-15):
 * titles in ru/en/ky, price and old price in the event's currency, order and seats, with each option's seats sold,
 * held and free; admin and manager add and delete options, an editor changes titles only.
 */
export function EventOptionsEditor({ staff, eventKey, options, roles, onChanged }: EventOptionsEditorProps) {
  const t = useT()
  const router = useRouter()
  const changed = onChanged ?? (() => router.invalidate())
  const full = roles.includes('admin') || roles.includes('manager')
  const next = options.rows.reduce((highest, row) => Math.max(highest, row.position + 1), 0)
  return (
    <section className="admin-event-options" aria-labelledby="event-options-title">
      <h2 className="admin-page__subtitle" id="event-options-title">
        {t('admin.event_options.title', { currency: options.event.currency })}
      </h2>
      {options.rows.length === 0 ? <p>{t('admin.event_options.none')}</p> : null}
      <ul className="admin-queue">
        {options.rows.map((option) => (
          <li key={`${option.uuid}-${option.version}`}>
            <OptionForm staff={staff} eventKey={eventKey} currency={options.event.currency} option={option} full={full} onChanged={changed} />
          </li>
        ))}
        {full ? (
          <li key={`new-${options.rows.length}`}>
            <OptionForm staff={staff} eventKey={eventKey} currency={options.event.currency} option={null} next={next} full onChanged={changed} />
          </li>
        ) : null}
      </ul>
    </section>
  )
}

interface OptionFormProps {
  staff: StaffClient
  eventKey: string
  currency: StaffEventOptions['event']['currency']
  /** null: a new option. */
  option: StaffEventOption | null
  next?: number
  full: boolean
  onChanged: () => unknown
}

function OptionForm({ staff, eventKey, currency, option, next = 0, full, onChanged }: OptionFormProps) {
  const t = useT()
  const language = useLanguage()
  const [draft, setDraft] = useState(() => draftOf(option, next))
  const save = useDeskAction(
    staff,
    (body: EventOptionWriteBody) =>
      option
        ? staff.eventOptionUpdate({ params: { id: eventKey, option: option.uuid }, body })
        : staff.eventOptionCreate({ params: { id: eventKey }, body }),
    onChanged,
  )
  const remove = useDeskAction(staff, (version: number) => staff.eventOptionDelete({ params: { id: eventKey, option: option!.uuid }, body: { version } }), onChanged)
  const prefix = option ? `option-${option.uuid}` : 'option-new'
  const errorOf = (name: string) => save.fields[name]?.[0]
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.run(bodyOf(draft, option?.version))
  }
  const field = (name: keyof Omit<Draft, 'titles'>, label: string, inputMode: 'decimal' | 'numeric', disabled = false) => {
    const error = errorOf({ price: 'price_amount', oldPrice: 'old_price_amount', position: 'position', seats: 'seats' }[name])
    return (
      <label className="field" htmlFor={`${prefix}-${name}`}>
        <span className="field__label">{label}</span>
        <input
          className="field__control"
          id={`${prefix}-${name}`}
          inputMode={inputMode}
          disabled={disabled}
          value={draft[name]}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        />
        {error ? <span className="field__error">{t(error)}</span> : null}
      </label>
    )
  }
  const heading = option ? option.titles.ru || t('admin.event_options.untitled') : t('admin.event_options.new')
  const failure = remove.fields.orders?.[0] ?? remove.error ?? (Object.keys(save.fields).length > 0 ? null : save.error)
  return (
    <form className="admin-review admin-event-option" onSubmit={submit} aria-labelledby={`${prefix}-title`}>
      <h3 className="admin-review__author" id={`${prefix}-title`}>
        {heading}
      </h3>
      {option ? (
        <p className="admin-event-option__seats" data-testid={`seats-${option.uuid}`}>
          {option.seats === null
            ? t('admin.event_options.counts_unlimited', { sold: option.counts.sold, held: option.counts.held })
            : t('admin.event_options.counts', { seats: option.seats, sold: option.counts.sold, held: option.counts.held, free: option.counts.free ?? 0 })}{' '}
          · {formatMoney(language, option.price_amount, currency)}
        </p>
      ) : null}
      <div className="admin-event-option__fields">
        {(['ru', 'en', 'ky'] as const).map((code) => {
          const error = errorOf(`titles.${code}`)
          return (
            <label className="field" htmlFor={`${prefix}-title-${code}`} key={code}>
              <span className="field__label">{t('admin.event_options.option_title', { language: code.toUpperCase() })}</span>
              <input
                className="field__control"
                id={`${prefix}-title-${code}`}
                value={draft.titles[code]}
                required={code === 'ru'}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setDraft({ ...draft, titles: { ...draft.titles, [code]: event.target.value } })}
              />
              {error ? <span className="field__error">{t(error)}</span> : null}
            </label>
          )
        })}
        {field('price', t('admin.event_options.price', { currency }), 'decimal', !full)}
        {field('oldPrice', t('admin.event_options.old_price', { currency }), 'decimal', !full)}
        {field('position', t('admin.event_options.position'), 'numeric', !full)}
        {field('seats', t('admin.event_options.seats'), 'numeric', !full)}
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      {save.prompt ?? remove.prompt}
      <div className="admin-review__actions">
        <button className="button button--primary" type="submit" disabled={save.busy}>
          {t(option ? 'admin.event_options.save' : 'admin.event_options.add')}
        </button>
        {option && full ? (
          <button className="button button--ghost" type="button" disabled={remove.busy || option.orders > 0} onClick={() => remove.run(option.version)}>
            {t('admin.event_options.delete')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
