import { useT } from '../../i18n/intl'
import { ACCOUNT_PATH } from '../../model/account-path'
import { firstName, shownName } from '../../model/viewer'
import { UserIcon } from '../layout/icons'
import { LocalizedLink } from '../layout/LocalizedLink'
import { useViewer } from '../session/session-context'
import { useAuthModal } from './auth-modal-context'
import './account-entry.css'

interface AccountEntryProps {
  className: string
  /** Runs before the modal opens (the burger panel closes first). */
  onBeforeOpen?: () => void
  /** The header bar shows the first name alone; its link's name and title carry the whole one. */
  firstNameOnly?: boolean
}

/**
 * AUTH-18, LAYOUT-01, LAYOUT-04: "sign in" for a visitor, the user's name linking to the profile once signed in;
 * rendered by the server from the viewer it read, so it never flashes. From 992 px the header bar shows "sign in" as
 * an icon with the text as its name and title, and the signed-in user's first name beside the icon (issue 40.4); the
 * burger panel shows the text.
 */
export function AccountEntry({ className, onBeforeOpen, firstNameOnly = false }: AccountEntryProps) {
  const t = useT()
  const viewer = useViewer()
  const authModal = useAuthModal()
  if (viewer) {
    const name = shownName(viewer)
    return (
      <LocalizedLink to={ACCOUNT_PATH} className={`${className} account-entry--signed-in`} aria-label={t('layout.header.account', { name })} title={name}>
        <UserIcon />
        <span className="account-entry__label">{firstNameOnly ? firstName(viewer) : name}</span>
      </LocalizedLink>
    )
  }
  return (
    <button
      type="button"
      className={className}
      title={t('layout.header.sign_in')}
      onClick={() => {
        onBeforeOpen?.()
        authModal.open('login')
      }}
    >
      <UserIcon />
      <span className="account-entry__label">{t('layout.header.sign_in')}</span>
    </button>
  )
}
