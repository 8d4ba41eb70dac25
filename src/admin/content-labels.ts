import { useIntl } from '../i18n/intl'
import { CURRENCIES } from '../model/currencies'
import { EVENT_FORMATS, EVENT_THEMES, EVENT_TYPES } from '../model/events'
import { VACANCY_DIRECTIONS } from '../model/entities/publications'
import { PRODUCT_TYPES } from '../model/entities/shop'

/** "date_publication" → "Date publication": the name of something the catalogues do not name yet. */
const readable = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ')

/** Enums the public site already names take the site's labels, and lists shared by several fields one set (keyed by the declared list itself). */
const SITE_CHOICES = new Map<readonly string[], string>([
  [EVENT_TYPES, 'events.type'],
  [EVENT_FORMATS, 'events.format'],
  [EVENT_THEMES, 'events.theme'],
  [VACANCY_DIRECTIONS, 'career.direction'],
  [PRODUCT_TYPES, 'cards.product.type'],
  [CURRENCIES, 'admin.content.currency'],
])

/** The message naming one value of a registry enum field: the site's label, else the desk's `admin.content.choices.<field>.<value>`. */
export function choiceMessageId(name: string, values: readonly string[] | undefined, value: string): string {
  const site = values ? SITE_CHOICES.get(values) : undefined
  return site ? `${site}.${value}` : `admin.content.choices.${name}.${value}`
}

/**
 * The desk's names of the registry's types, fields and choices (issue 42): from the catalogues, and for a type or
 * field added to the registry before its messages, its own name made readable.
 */
export function useContentLabels() {
  const intl = useIntl()
  // Only a message the catalogue has is formatted: formatjs reports a default message as an error in the browser.
  const named = (id: string, fallback: string) => (Object.hasOwn(intl.messages, id) ? (intl.formatMessage({ id }) as string) : fallback)
  return {
    type: (kind: string) => named(`admin.content.types.${kind}`, readable(kind)),
    field: (name: string) => named(`admin.content.fields.${name}`, readable(name)),
    choice: (name: string, values: readonly string[] | undefined, value: string) => named(choiceMessageId(name, values, value), value),
  }
}
