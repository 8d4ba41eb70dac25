/** The site's icon links, on every HTML page the Worker makes: the .ico for clients without SVG icons, then the SVG. */
export const SITE_ICON_LINKS = [
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
] as const

/** SITE_ICON_LINKS as HTML, for the pages made without the app (the sandbox checkout, the last-resort 500). */
export function siteIconLinksHtml(): string {
  return SITE_ICON_LINKS.map(
    (link) => `<link ${Object.entries(link).map(([name, value]) => `${name}="${value}"`).join(' ')}>`,
  ).join('')
}
