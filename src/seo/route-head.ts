/**
 * The SEO head as TanStack Router `head()` functions (SEO-01…06, OQ-20).
 *
 * Division of work: the root route's `rootHead` gives every page its defaults and its address tags
 * (canonical, hreflang, og:url — links cannot be overridden by a child route, so they are made once, from the
 * deepest match's own path). A route with content of its own adds `pageHead`, whose title, description,
 * robots and og:* replace the defaults (the router keeps the deepest route's meta of each name).
 */
import type { AppIntl } from '../i18n/intl'
import type { ShellData } from '../components/layout/shell-data'
import type { LanguageEntity } from '../model/api'
import type { Language } from '../model/languages'
import { pageParam } from '../model/search-params'
import { addressTags, pageMeta, type LinkTag, type MetaTag, type PageSeo, type SiteSeo } from './head'
import { jsonLdScript, type HeadScript } from './json-ld'
import { pathParts } from '../model/site-urls'

/** What these helpers read of a route match; any route's match fits. */
interface HeadMatch {
  routeId: string
  pathname: string
  status: 'pending' | 'success' | 'error' | 'notFound'
  _notFound?: boolean
  loaderData?: unknown
  /** What the route's loader depends on: a paginated list's clean `page` is there (PAGINATION-01). */
  loaderDeps?: unknown
}

/** The part of a `head()` argument these helpers use. */
export interface HeadContext {
  match: { context: { language: Language; languages: readonly LanguageEntity[]; intl: AppIntl; siteUrl: string } }
  matches: readonly HeadMatch[]
}

export interface Head {
  meta?: MetaTag[]
  links?: LinkTag[]
  scripts?: HeadScript[]
}

const ROOT_ROUTE_ID = '__root__'

function isShellData(value: unknown): value is ShellData {
  return typeof value === 'object' && value !== null && 'siteUrl' in value && 'contacts' in value
}

/** The root loader's data (contacts, siteUrl), the same on server and client. */
function shellData(matches: readonly HeadMatch[]): ShellData | undefined {
  const data = matches.find((match) => match.routeId === ROOT_ROUTE_ID)?.loaderData
  return isShellData(data) ? data : undefined
}

/** Origin, company name and language of the page being rendered. */
export function siteSeo(ctx: HeadContext): SiteSeo {
  const { language, languages, intl, siteUrl } = ctx.match.context
  const shell = shellData(ctx.matches)
  const company = shell?.contacts?.json_data['company_name']?.trim()
  return {
    origin: (shell?.siteUrl || siteUrl).replace(/\/+$/, ''),
    siteName: company || intl.formatMessage({ id: 'seo.site_name' }),
    language,
    languages: languages.map((row) => row.language_code),
  }
}

/** 'not_found' or 'error' when a match of this render failed (SEO-06: such pages are never indexed). */
function failure(matches: readonly HeadMatch[]): 'not_found' | 'error' | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 'not_found'
  if (matches.some((match) => match.status === 'error')) return 'error'
  return undefined
}

/**
 * The language-less address a page names as canonical: its path, and for page 2 or later of a paginated list the
 * `page` the list loaded (page 1 has none, PAGINATION-01), so each page of a list is its own canonical. Only the
 * validated page of the loader counts: a raw `?page=2` on a page that has no pages is not part of its address.
 */
function ownAddress(leaf: HeadMatch | undefined): string {
  const path = pathParts(leaf?.pathname ?? '/').path
  const deps = leaf?.loaderDeps
  const page = typeof deps === 'object' && deps !== null && 'page' in deps ? pageParam(deps.page) : undefined
  return page ? `${path}?page=${page}` : path
}

/**
 * The root route's head: the home page's title and description from the messages as the default of every
 * page, robots `index,follow`, Open Graph, the Twitter card and the self-referencing canonical with its
 * hreflang alternates. The 404 and error pages get their own title, `noindex,follow` and no address tags.
 */
export function rootHead(ctx: HeadContext): Required<Pick<Head, 'meta' | 'links'>> {
  const site = siteSeo(ctx)
  const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
  const failed = failure(ctx.matches)
  if (failed) {
    const title = t(failed === 'not_found' ? 'errors.not_found.title' : 'errors.server.title')
    return { meta: pageMeta({ title, noindex: true }, site), links: [] }
  }
  const leaf = ctx.matches[ctx.matches.length - 1]
  const address = addressTags(site, ownAddress(leaf))
  const defaults: PageSeo = { title: t('seo.home.title'), description: t('seo.home.description') }
  return { meta: [...pageMeta(defaults, site), ...address.meta], links: address.links }
}

/**
 * The head of a page with content of its own (SEO-01…03). Nothing while the page has no data (its loader
 * failed): the root's error defaults then stand. JSON-LD blocks go out as nonce-carrying head scripts.
 */
export function pageHead(ctx: HeadContext, page: PageSeo | undefined, jsonLd: Array<Record<string, unknown>> = []): Head {
  if (!page) return {}
  return { meta: pageMeta(page, siteSeo(ctx)), scripts: jsonLd.map(jsonLdScript) }
}

/** The head of a desk page (issue 41): its title by message key, never indexed. */
export function deskHead(ctx: HeadContext, titleKey: string): Head {
  return pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: titleKey }), noindex: true })
}
