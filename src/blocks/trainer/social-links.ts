import type { SocialLink } from '../../model/api'

const NETWORKS: ReadonlySet<string> = new Set<SocialLink['network']>(['instagram', 'facebook', 'youtube', 'telegram', 'vk', 'tiktok'])

function isNetwork(name: string): name is SocialLink['network'] {
  return NETWORKS.has(name)
}

/**
 * TRAINER-03: the trainer's `social_media` map as the icon links the site draws, in the map's order. Networks the
 * site has no icon for and links that are not http(s) are left out (an icon without a name would be a mystery).
 */
export function trainerSocialLinks(socialMedia: Record<string, string> | null | undefined): SocialLink[] {
  return Object.entries(socialMedia ?? {}).flatMap(([network, url]) =>
    isNetwork(network) && /^https?:\/\//i.test(url) ? [{ network, url }] : [],
  )
}
