import { useT } from '../../i18n/intl'
import { useModal } from '../app-providers'
import { programModalProps } from './program-modal'
import { useShellData } from './use-shell-data'

interface ChooseProgramButtonProps {
  className?: string
  /** Runs first, e.g. the burger panel closes before the modal opens over the page. */
  onBeforeOpen?: () => void
}

/** LAYOUT-03, OQ-09: "Choose a program" opens the info modal with the consultation phones and messengers. */
export function ChooseProgramButton({ className = 'button button--accent', onBeforeOpen }: ChooseProgramButtonProps) {
  const t = useT()
  const modal = useModal()
  const { contacts } = useShellData()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        onBeforeOpen?.()
        modal.open('info', programModalProps(contacts, t), 'mini')
      }}
    >
      {t('layout.header.choose_program')}
    </button>
  )
}
