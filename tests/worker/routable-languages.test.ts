import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiErrorBody, LanguageEntity, ListResponse } from '../../src/model/api'
import { ROUTABLE_LANGUAGES_TTL_MS } from '../../worker/edge/routable-languages'
import { get, statusOf } from './helpers'

const ALTERNATE_KY = /<link rel="alternate" hreflang="ky"/i

/** Moves the isolate's clock past the routable list's TTL, so the next request reads D1 again. */
function expireRoutableLanguages() {
  vi.setSystemTime(Date.now() + ROUTABLE_LANGUAGES_TTL_MS)
}

function setKyrgyzActive(active: boolean) {
  return env.DB.prepare("UPDATE languages SET is_active = ?1 WHERE language_code = 'ky'").bind(active ? 1 : 0).run()
}

async function listedCodes(): Promise<string[]> {
  const body = (await (await get('/api/client/languages')).json()) as ListResponse<LanguageEntity>
  return body.rows.map((row) => row.language_code)
}

describe('routable languages come from D1 (I18N-02, I18N-05, OQ-01)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a language deactivated in D1 is a 404 under its prefix and gone from the API list, the switch, hreflang, sitemap and robots', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      expireRoutableLanguages()
      expect(await statusOf('/ky/page/oferta')).toBe(200)
      expect(await (await get('/page/oferta')).text()).toMatch(ALTERNATE_KY)

      await setKyrgyzActive(false)
      // The API reads D1 itself; the edge keeps its copy for the TTL, then routes by the new list.
      expect(await listedCodes()).toEqual(['ru', 'en'])
      expect(await statusOf('/ky/page/oferta')).toBe(200)
      expireRoutableLanguages()

      const statuses = await Promise.all(Array.from({ length: 40 }, () => statusOf('/ky/page/oferta')))
      expect(statuses).toEqual(Array(40).fill(404))
      expect(await statusOf('/ky')).toBe(404)
      expect(await statusOf('/en/page/oferta')).toBe(200)

      const page = await (await get('/page/oferta')).text()
      expect(page).toMatch(/<link rel="alternate" hreflang="en"/i)
      expect(page).not.toMatch(ALTERNATE_KY)
      expect(page).toContain('href="/en/page/oferta"')
      expect(page).not.toContain('href="/ky/page/oferta"')

      const sitemap = await (await get('/sitemap.xml')).text()
      expect(sitemap).toContain('/en/page/oferta')
      expect(sitemap).not.toContain('/ky/')
      expect(sitemap).not.toContain('hreflang="ky"')
      expect(await (await get('/robots.txt')).text()).not.toContain('/ky/')

      const refused = await get('/api/client/pages?language=ky')
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as ApiErrorBody).fields).toEqual({ language: ['api.errors.unknown_value'] })
    } finally {
      await setKyrgyzActive(true)
      expireRoutableLanguages()
    }
    expect(await listedCodes()).toEqual(['ru', 'en', 'ky'])
    expect(await statusOf('/ky/page/oferta')).toBe(200)
    // Some fifty server renders, forty of them at once: more than the default 5 s on a loaded 2-core machine.
  }, 30_000)

  it('fr, which has no catalogue, is neither listed nor routed even when active in D1', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await env.DB.prepare(
      "INSERT INTO languages (id, language_code, name, name_in_native_language, position) VALUES (99, 'fr', 'French', 'Français', 9)",
    ).run()
    try {
      expireRoutableLanguages()
      expect(await listedCodes()).toEqual(['ru', 'en', 'ky'])
      expect(await statusOf('/fr/page/oferta')).toBe(404)
      expect(await statusOf('/api/client/pages?language=fr')).toBe(400)
    } finally {
      await env.DB.prepare('DELETE FROM languages WHERE id = 99').run()
    }
  })
})
