import { formatMoment } from '../i18n/format'
import { useIntl } from '../i18n/intl'
import { auditActionName, AUDIT_FAMILIES, type AuditFamily } from '../model/audit-actions'
import { AUDIT_BOOLEAN_FIELDS, AUDIT_STAFF_ID_FIELDS } from '../model/audit-changes'
import type { AuditSubject } from '../model/audit-subjects'
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '../model/content-types'
import { ISO_INSTANT } from '../model/content-validation'
import { isLanguage } from '../model/languages'
import { textExcerpt } from '../seo/excerpt'
import { useContentLabels } from './content-labels'
import { providerName } from './provider-name'

/** What the audit log's filter offers, in its order: every family, each content type right after `content`. */
export type AuditFilterChoice = AuditFamily | `content.${ContentTypeName}`

export const AUDIT_FILTER_CHOICES: readonly AuditFilterChoice[] = AUDIT_FAMILIES.flatMap((family): AuditFilterChoice[] =>
  family === 'content' ? [family, ...CONTENT_TYPE_NAMES.map((type) => `content.${type}` as const)] : [family],
)

/** The catalogues naming a field's codes, by the field: the first that has the code names it. */
const VALUE_MESSAGES: Record<string, readonly string[]> = {
  status: ['admin.content.states', 'admin.leads.status'],
  reason: ['admin.payments.reasons'],
  language: ['admin.languages'],
  roles: ['admin.roles'],
  renditions: ['admin.audit.renditions'],
}

/** How much of a value a change shows; the technical details keep it whole. */
const VALUE_LENGTH = 120

const shorten = (text: string) => (text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text)

/**
 * The audit log in the staff member's words (issue 41 "Audit log"): an action, a subject's kind, a filter's choice, the
 * place of a changed value and the value. An action recorded before the desk named it shows its code.
 */
export function useAuditLabels() {
  const intl = useIntl()
  const content = useContentLabels()
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values) as string
  const has = (id: string) => Object.hasOwn(intl.messages, id)
  const subject = (subject: AuditSubject): string => {
    if (subject.kind === 'content') return content.type(subject.type)
    if (subject.kind === 'unknown') return `${t('admin.audit.subjects.unknown')} ${subject.text}`
    return t(`admin.audit.subjects.${subject.kind}`)
  }
  return {
    action(action: string): string {
      const name = auditActionName(action)
      if (name.kind === 'fixed') return t(`admin.audit.actions.${name.action}`)
      if (name.kind === 'content') return t(`admin.audit.content.${name.verb}`, { type: content.type(name.type) })
      return t('admin.audit.recorded_action', { code: action })
    },
    choice(choice: string): string {
      if (choice.startsWith('content.')) return t('admin.audit.families.content_type', { type: content.type(choice.slice('content.'.length)) })
      return has(`admin.audit.families.${choice}`) ? t(`admin.audit.families.${choice}`) : t('admin.audit.recorded_action', { code: choice })
    },
    subject,
    /** What a row is about: its kind, and its name with a payment's provider in words (`Платёж: № 17 · Click`). */
    what(about: AuditSubject, name: string | null, provider: string | null): string {
      const named = [name, provider ? providerName(t, provider) : null].filter(Boolean).join(' · ')
      return named ? `${subject(about)}: ${named}` : subject(about)
    },
    /** `translations.ru.title` → "Заголовок (RU)"; `values.seo_noindex` → its field's name; a list's item by its number. */
    place(path: readonly string[]): string {
      const rest = path[0] === 'values' || path[0] === 'translations' ? path.slice(1) : path
      const languages = rest.filter((key) => isLanguage(key))
      const names = rest
        .filter((key) => !isLanguage(key))
        .map((key) => (/^\d+$/.test(key) ? `№ ${Number(key) + 1}` : has(`admin.audit.fields.${key}`) ? t(`admin.audit.fields.${key}`) : content.field(key)))
      const place = names.join(' › ') || t('admin.audit.value')
      return languages.length ? `${place} (${languages.join(', ').toUpperCase()})` : place
    },
    /** Who did it: the staff member's e-mail, the command line (id 0), or the number of an account since removed. */
    actor(staff: string | null, staffId: number): string {
      if (staffId === 0) return t('admin.audit.command_line')
      return staff ?? t('admin.audit.removed_staff', { id: staffId })
    },
    /**
     * A value at `path`: a code the desk names (a status, role, language, an image's size) in words, a moment in the
     * centre's time, a stored 0/1 as no/yes, a staff member's id by their name (`staffNames`, from the audit API).
     */
    value(value: unknown, path: readonly string[], staffNames: Readonly<Record<string, string>> = {}): string {
      const field = path.findLast((key) => !isLanguage(key) && !/^\d+$/.test(key)) ?? ''
      const word = (code: string | number) => {
        const id = (VALUE_MESSAGES[field] ?? []).map((prefix) => `${prefix}.${code}`).find(has)
        return id ? t(id) : String(code)
      }
      if (value === undefined || value === null || value === '') return '—'
      if (typeof value === 'boolean' || (AUDIT_BOOLEAN_FIELDS.has(field) && (value === 0 || value === 1))) return t(value ? 'admin.audit.yes' : 'admin.audit.no')
      if (AUDIT_STAFF_ID_FIELDS.has(field) && typeof value === 'number') return staffNames[String(value)] ?? t('admin.audit.removed_staff', { id: value })
      if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatMoment(intl, value)
      // Rich text as its words, cut as the site's excerpts are.
      if (typeof value === 'string') return value.includes('<') ? textExcerpt(value, VALUE_LENGTH) : shorten(word(value))
      if (typeof value === 'number') return String(value)
      if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return shorten(value.map(word).join(', '))
      return shorten(JSON.stringify(value))
    },
  }
}

export type AuditLabels = ReturnType<typeof useAuditLabels>
