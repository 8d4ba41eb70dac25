import { useT } from '../i18n/intl'
import { useEditorZoneHint } from './editor-zone'

export interface PublishAtFieldProps {
  id: string
  /** A `datetime-local` value, read in the centre's time zone (instantOfLocal). */
  value: string
  /** Now, as the loader saw it: the zone's offset then. */
  now: number
  onChange: (value: string) => void
}

/** The date and time of a scheduled publication (issue 42), in the centre's time zone, which its hint names. */
export function PublishAtField({ id, value, now, onChange }: PublishAtFieldProps) {
  const t = useT()
  const zoneHint = useEditorZoneHint(now)
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('admin.content.publish_at')}
      </label>
      <input id={id} className="field__control" type="datetime-local" value={value} aria-describedby={`${id}-zone`} onChange={(event) => onChange(event.target.value)} />
      <p id={`${id}-zone`} className="field__hint">
        {zoneHint}
      </p>
    </div>
  )
}
