import { useIntl } from '../i18n/intl'

/** "date_publication" → "Date publication": the name of something the catalogues do not name yet. */
const readable = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/_/g, ' ')

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
    choice: (name: string, value: string) => named(`admin.content.choices.${name}.${value}`, value),
  }
}
