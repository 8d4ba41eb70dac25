import { useT } from '../../i18n/intl'
import { useLocalizedPath } from '../layout/use-language'
import { Checkbox } from './Checkbox'
import type { FormBinding } from './form-binding'

/** VALID-08, OQ-34: the personal-data agreement with a link to the policy (`/page/privacy` unless given). */
export function AgreementField<Values>({ form, field, policy = '/page/privacy' }: { form: FormBinding<Values>; field: keyof Values & string; policy?: string }) {
  const t = useT()
  const localize = useLocalizedPath()
  return (
    <Checkbox id={form.id(field)} name={field} checked={form.values[field] as boolean} error={form.errors[field]} onChange={form.change(field)}>
      {t('forms.agreement')}{' '}
      <a href={localize(policy)} target="_blank" rel="noopener">
        {t('forms.agreement_link')}
      </a>
    </Checkbox>
  )
}
