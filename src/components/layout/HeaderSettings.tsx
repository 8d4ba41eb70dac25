import { memo } from 'react'
import type { LanguageEntity } from '../../model/api'
import { CURRENCY_LABELS, type Currency } from '../../model/currencies'
import type { Language } from '../../model/languages'
import { useT } from '../../i18n/intl'
import { CurrencySwitch } from '../switches/CurrencySwitch'
import { LanguageSwitch } from '../switches/LanguageSwitch'
import { ChevronDownIcon, GlobeIcon } from './icons'
import { useDisclosure } from './use-disclosure'
import { useShownAfterPaint } from './use-shown-after-paint'

interface HeaderSettingsProps {
  languages: readonly LanguageEntity[]
  language: Language
  currency: Currency
}

/**
 * LAYOUT-01: the currency buttons and the language switch of wide screens, folded into one "RU · $" dropdown so
 * the 74 px bar keeps to one line in every language (the burger panel shows them under 992 px).
 */
export function HeaderSettings({ languages, language, currency }: HeaderSettingsProps) {
  const t = useT()
  const { open, rootProps, buttonProps, panelProps } = useDisclosure()
  // The click's frame shows the button pressed; the panel comes in the next one (issue 43.3).
  const shown = useShownAfterPaint(open)
  return (
    <div className="dropdown header-settings" data-open={shown || undefined} {...rootProps}>
      <button className="header-settings__toggle" {...buttonProps}>
        <GlobeIcon />
        <span className="visually-hidden">{t('layout.settings.label')}: </span>
        <span>
          {language.toUpperCase()} · {CURRENCY_LABELS[currency]}
        </span>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      <HeaderSettingsPanel id={panelProps.id} languages={languages} language={language} currency={currency} />
    </div>
  )
}

/** The panel's switches, which opening and closing leave as they are: a toggle re-renders the button alone (issue 43.3). */
const HeaderSettingsPanel = memo(function HeaderSettingsPanel({ id, languages, language, currency }: HeaderSettingsProps & { id: string }) {
  const t = useT()
  return (
    <div className="header-settings__panel" id={id}>
      <div className="header-settings__group">
        <span className="header-settings__caption">{t('layout.settings.language')}</span>
        <LanguageSwitch languages={languages} current={language} />
      </div>
      <div className="header-settings__group">
        <span className="header-settings__caption">{t('layout.settings.currency')}</span>
        <CurrencySwitch current={currency} />
      </div>
    </div>
  )
})
