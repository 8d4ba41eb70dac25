import type { SocialLink } from './api'

/** The networks the site draws an icon for (TRAINER-03, the site's socials); a link of another is not shown. */
export const SOCIAL_NETWORKS: ReadonlyArray<SocialLink['network']> = ['instagram', 'facebook', 'youtube', 'telegram', 'vk', 'tiktok']

export const isSocialNetwork = (name: string): name is SocialLink['network'] => (SOCIAL_NETWORKS as readonly string[]).includes(name)
