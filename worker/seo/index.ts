import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** robots.txt and sitemap.xml (SEO-01…06). */
export const seo = new Hono<AppEnv>()
