import { useT } from '../../i18n/intl'
import type { AgreementKind } from '../../model/lead-form'
import { useLocalizedPath } from '../layout/use-language'
import { Checkbox } from './Checkbox'
import type { FormBinding } from './form-binding'

/** Each agreement's sentence, its link's label and the page it opens (OQ-42: the offer is /page/oferta). */
const AGREEMENTS: Record<AgreementKind, { text: string; link: string; page: string }> = {
  privacy: { text: 'forms.agreement', link: 'forms.agreement_link', page: '/page/privacy' },
  offer: { text: 'forms.agreement_offer', link: 'layout.footer.offer', page: '/page/oferta' },
}

/** VALID-08, OQ-34, CLUB-05: the agreement checkbox with a link to the privacy policy (or to the public offer). */
export function AgreementField<Values>({ form, field, kind = 'privacy' }: { form: FormBinding<Values>; field: keyof Values & string; kind?: AgreementKind }) {
  const t = useT()
  const localize = useLocalizedPath()
  const agreement = AGREEMENTS[kind]
  return (
    <Checkbox id={form.id(field)} name={field} checked={form.values[field] as boolean} error={form.errors[field]} onChange={form.change(field)}>
      {t(agreement.text)}{' '}
      <a href={localize(agreement.page)} target="_blank" rel="noopener">
        {t(agreement.link)}
      </a>
    </Checkbox>
  )
}
