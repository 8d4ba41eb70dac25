import type { ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { LANGUAGES, type Language } from '../../model/languages'

export type PerLanguage = Record<Language, string>

export interface LanguageFieldsProps {
  /** The group's legend, e.g. "Title". */
  label: string
  values: PerLanguage
  /** A language's control, given its id, label and the hint's id (for aria-describedby). */
  children: (language: Language, control: { id: string; label: string; hintId: string | undefined }) => ReactNode
  /** The base of each control's id: `<id>-ru`, `<id>-en`, `<id>-ky`. */
  id: string
}

/**
 * One text in ru, en and ky (issue 42): side by side on a desktop, one under another on a phone. Russian is the
 * fallback; an empty en or ky is allowed, marked "no translation" and hinted "the site shows the Russian text".
 */
export function LanguageFields({ label, values, children, id }: LanguageFieldsProps) {
  const t = useT()
  return (
    <fieldset className="desk-languages">
      <legend className="field__label">{label}</legend>
      <div className="desk-languages__columns">
        {LANGUAGES.map((language) => {
          const missing = language !== 'ru' && values[language].trim() === ''
          const hintId = missing ? `${id}-${language}-hint` : undefined
          return (
            <div key={language} className={`desk-languages__column${missing ? ' desk-languages__column--missing' : ''}`} lang={language}>
              {children(language, { id: `${id}-${language}`, label: t(`admin.languages.${language}`), hintId })}
              {missing ? (
                <p id={hintId} className="desk-languages__missing">
                  <span className="admin-badge admin-badge--warning">{t('admin.languages.missing')}</span> {t('admin.languages.falls_back')}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

/** How many of en and ky are still empty: for the lists' "missing translations" mark. */
export function missingTranslations(values: PerLanguage): Language[] {
  return LANGUAGES.filter((language) => language !== 'ru' && values[language].trim() === '')
}
