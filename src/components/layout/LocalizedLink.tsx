import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { useLocalizedPath } from './use-language'

type LinkProps = ComponentProps<typeof Link>

export interface LocalizedLinkProps extends Omit<LinkProps, 'to' | 'params' | 'search' | 'hash'> {
  /** A site path without language prefix, such as '/shop'. */
  to: string
  /** The query of the address, such as `{ trainers_slug: 'timur-aliev' }`. */
  search?: Record<string, string>
}

/** A router link that keeps the current language's prefix (I18N-01: ru none, en /en, ky /ky). */
export function LocalizedLink({ to, search, ...props }: LocalizedLinkProps) {
  const localize = useLocalizedPath()
  return <Link {...props} to={localize(to)} {...(search ? { search } : {})} />
}
