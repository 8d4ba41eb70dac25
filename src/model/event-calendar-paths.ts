/** Where one event's calendar files live (issue 44), before the language prefix: its `.ics` and its Google link. */

/** One event's `.ics` download, under its page. */
export function eventCalendarFilePath(slug: string): string {
  return `/events/i/${slug}/calendar.ics`
}

/** One event's Google Calendar link: the Worker answers it with a redirect built from the same entry as the `.ics`. */
export function eventGoogleCalendarPath(slug: string): string {
  return `/events/i/${slug}/google-calendar`
}
