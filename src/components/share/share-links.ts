/** Networks offered in the share menu when the device has no native sharing (SHARE-02). */
export type ShareNetwork = 'telegram' | 'whatsapp' | 'vk' | 'facebook'

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['telegram', 'whatsapp', 'vk', 'facebook']

/** SHARE-03: a share popup window is at most 560 × 340. */
export const SHARE_POPUP_MAX = { width: 560, height: 340 } as const

/** The address that shares `url` with `title` on `network`. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  switch (network) {
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`
    case 'vk':
      return `https://vk.com/share.php?url=${u}&title=${text}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
  }
}

/**
 * `window.open` features of a share popup: 560 × 340 or smaller on a smaller screen (SHARE-03), centred on the
 * screen.
 */
export function sharePopupFeatures(screen: { availWidth: number; availHeight: number }): string {
  const width = Math.min(SHARE_POPUP_MAX.width, screen.availWidth)
  const height = Math.min(SHARE_POPUP_MAX.height, screen.availHeight)
  const left = Math.max(0, Math.round((screen.availWidth - width) / 2))
  const top = Math.max(0, Math.round((screen.availHeight - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}
