import { Hono } from 'hono'
import { siteOrigin } from '../../src/model/site-urls'
import { routableLanguageCodes } from '../edge/routable-languages'
import type { AppEnv } from '../env'
import { robotsTxt } from './robots'
import { newestLastmod, sitemapXml } from './sitemap'
import { SITEMAP_SOURCES } from './sources'

/** Crawlers read these often; an hour keeps them fresh enough and spares D1. */
const CACHE = 'public, max-age=3600'

/** robots.txt and sitemap.xml (SEO-01, SEO-03, SEO-04): absolute addresses on SITE_URL or the request's origin. */
export const seo = new Hono<AppEnv>()
  .get('/robots.txt', async (c) => {
    c.header('Cache-Control', CACHE)
    return c.text(robotsTxt(siteOrigin(c.env.SITE_URL, c.req.url), await routableLanguageCodes(c.env.DB)))
  })
  .get('/sitemap.xml', async (c) => {
    const lists = await Promise.all(SITEMAP_SOURCES.map((source) => source(c.env.DB)))
    const entries = lists.flat()
    // The home page shows the newest content of the site, so it changes when that does.
    const home = { path: '/', lastmod: newestLastmod(entries) }
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', CACHE)
    return c.body(sitemapXml(siteOrigin(c.env.SITE_URL, c.req.url), [home, ...entries], await routableLanguageCodes(c.env.DB)))
  })
