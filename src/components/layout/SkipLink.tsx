import { useT } from '../../i18n/intl'

/** The first focusable element: jumps keyboard users past the header to the page content. */
export function SkipLink() {
  const t = useT()
  return (
    <a className="skip-link" href="#main">
      {t('layout.skip_to_content')}
    </a>
  )
}
