/** Texts of the calendar files (issue 44): the place of an online event and the feed's name. */
import type { Language } from '../../src/model/languages'

export const CALENDAR_TEXTS: Record<Language, { online: string; feedName: string }> = {
  ru: { online: 'Онлайн', feedName: 'Вершина: мероприятия' },
  en: { online: 'Online', feedName: 'Vershina: events' },
  ky: { online: 'Онлайн', feedName: 'Вершина: иш-чаралар' },
}
