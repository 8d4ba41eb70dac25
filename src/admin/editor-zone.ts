import { timeZoneLabel } from '../i18n/format'
import { useIntl, useT } from '../i18n/intl'
import { EDITOR_TIME_ZONE, zoneOffsetOf } from '../model/content-editor'

/** The editors' hint under a date-time field: the zone in the desk's words (`МСК`) with its offset at `now`. */
export function useEditorZoneHint(now: number): string {
  const t = useT()
  const intl = useIntl()
  return t('admin.content.time_zone', { zone: timeZoneLabel(intl, new Date(now).toISOString(), EDITOR_TIME_ZONE), offset: zoneOffsetOf(EDITOR_TIME_ZONE, now) })
}
