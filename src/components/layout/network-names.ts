import type { MessengerContact, SocialLink } from '../../model/api'

export type Network = SocialLink['network'] | MessengerContact['messenger']

/** Proper names of the networks and messengers: the same in every language. */
export const NETWORK_NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  telegram: 'Telegram',
  vk: 'VK',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
}
