/** A moment in a mail as the desk writes it, the centre's (Moscow) time to the minute: `30.11.2026, 01:25 МСК`, in English `2026-11-30 01:25 MSK`. */
import { deskMinuteOf } from '../../src/model/desk-days'
import type { Language } from '../../src/model/languages'
import { catalogueText } from '../lib/catalogue-text'

export function mailMoment(language: Language, iso: string): string {
  const minute = deskMinuteOf(iso)
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(minute)
  if (!match) return iso
  const [, year, month, day, time] = match
  const zone = catalogueText(language, 'time.zone.moscow')
  return language === 'en' ? `${year}-${month}-${day} ${time} ${zone}` : `${day}.${month}.${year}, ${time} ${zone}`
}
