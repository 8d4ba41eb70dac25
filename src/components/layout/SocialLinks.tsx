import type { SocialLink } from '../../model/api'
import { useT } from '../../i18n/intl'
import { NETWORK_NAMES, NetworkIcon } from './social-icons'

/** LAYOUT-04, LAYOUT-06: icon links to the academy's social networks, each named for screen readers. */
export function SocialLinks({ socials, className }: { socials: readonly SocialLink[]; className?: string }) {
  const t = useT()
  if (socials.length === 0) return null
  return (
    <ul className={className ? `social-links ${className}` : 'social-links'}>
      {socials.map((social) => (
        <li key={social.network}>
          <a
            className="social-links__link"
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('layout.social.link', { network: NETWORK_NAMES[social.network] })}
          >
            <NetworkIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  )
}
