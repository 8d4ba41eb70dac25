/** A count with its noun in the form Russian or English plural rules (CLDR, via Intl.PluralRules) ask for. */
export type PluralForms = { one: string; few?: string; many?: string; other: string }

export function counted(language: 'ru' | 'en', count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(language).select(count) as keyof PluralForms
  return `${count.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-US')} ${forms[category] ?? forms.other}`
}
