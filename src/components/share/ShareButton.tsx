import { useT } from '../../i18n/intl'
import { NETWORK_NAMES, NetworkIcon } from '../layout/social-icons'
import { useDisclosure } from '../layout/use-disclosure'
import { useToast } from '../toasts/toasts-context'
import { SHARE_NETWORKS, shareHref, sharePopupFeatures } from './share-links'

export interface ShareButtonProps {
  /** Absolute address of the page to share. */
  url: string
  title: string
}

/**
 * Share (SHARE-01…03): the device's own share sheet when it has one; otherwise a menu with 'copy link' (toast on
 * success) and network links opened in a popup of at most 560 × 340. The menu closes on an outside click and Esc.
 * Without JS the network links still open in a new tab.
 */
export function ShareButton({ url, title }: ShareButtonProps) {
  const t = useT()
  const toast = useToast()
  const menu = useDisclosure()

  const onShare = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title }) // SHARE-01
      } catch (error) {
        // The visitor closed the sheet (AbortError): nothing to do. Anything else falls back to the menu.
        if (!(error instanceof DOMException && error.name === 'AbortError')) menu.buttonProps.onClick()
      }
      return
    }
    menu.buttonProps.onClick()
  }

  const onCopy = async () => {
    menu.close()
    try {
      await navigator.clipboard.writeText(url) // SHARE-02
      toast('success', t('share.copied'))
    } catch {
      toast('error', t('share.copy_failed'))
    }
  }

  return (
    <div className="share" {...menu.rootProps}>
      <button {...menu.buttonProps} className="button button--outline share__button" onClick={onShare}>
        <ShareIcon />
        {t('share.button')}
      </button>
      <div {...menu.panelProps} className="share__menu" role="group" aria-label={t('share.menu')}>
        <ul className="share__list">
          <li>
            <button type="button" className="share__item" onClick={onCopy}>
              <LinkIcon />
              {t('share.copy')}
            </button>
          </li>
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <a
                className="share__item"
                href={shareHref(network, url, title)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('share.network', { network: NETWORK_NAMES[network] })}
                onClick={(event) => {
                  const popup = window.open(event.currentTarget.href, 'share', sharePopupFeatures(window.screen))
                  // A blocked popup (null) leaves the link to open as a new tab.
                  if (popup) {
                    popup.opener = null
                    event.preventDefault()
                  }
                  menu.close()
                }}
              >
                <NetworkIcon network={network} />
                {NETWORK_NAMES[network]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function ShareIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  )
}

function LinkIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  )
}
