import type { SocialLink } from '../../model/api'
import { isSocialNetwork } from '../../model/social-networks'

/**
 * TRAINER-03: the trainer's `social_media` map as the icon links the site draws, in the map's order. Networks the
 * site has no icon for and links that are not http(s) are left out (an icon without a name would be a mystery).
 */
export function trainerSocialLinks(socialMedia: Record<string, string> | null | undefined): SocialLink[] {
  return Object.entries(socialMedia ?? {}).flatMap(([network, url]) =>
    isSocialNetwork(network) && /^https?:\/\//i.test(url) ? [{ network, url }] : [],
  )
}
