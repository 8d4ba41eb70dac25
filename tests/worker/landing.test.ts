import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AboutProfile, ClubProfile, OnlineSchoolProfile } from '../../src/model/entities/landing'
import { statusOf } from './helpers'
import { expectBadInput, json } from './publications-seed'

/** The landing pages' CMS data (OQ-04, OQ-25; ABOUT-02, -03, -05; CLUB-01, -02; SCHOOL-01, -02, -04), issue 26. */
describe('GET profile_site/about, club, online_school', () => {
  let audienceEn: string
  beforeAll(async () => {
    audienceEn = (await env.DB.prepare(`SELECT value FROM site_profile_data WHERE profile = 'club' AND key = 'audience' AND language = 'en'`).first<{ value: string }>())!.value
  })
  // The D1 is shared by every test file: each test leaves the seed as it found it.
  afterEach(async () => {
    await env.DB.prepare(`INSERT OR REPLACE INTO site_profile_data (profile, key, language, value) VALUES ('club', 'audience', 'en', ?1)`).bind(audienceEn).run()
    await env.DB.prepare(`DELETE FROM site_profile_data WHERE profile = 'club' AND key = 'zz_broken'`).run()
  })

  it('about: founding year, six figures for the seven cards, two PDFs with sizes, a timeline from 2008, five gallery images (ABOUT-02, -03, -05, OQ-25)', async () => {
    const { json_data } = await json<AboutProfile>('profile_site/about?language=en')
    expect(json_data.founded).toBe(2008)
    expect(json_data.figures).toHaveLength(6)
    expect(json_data.figures[0]).toEqual({ value: '32', label: 'centres in 11 countries' })
    expect(json_data.files.map((file) => [file.url, Math.round(file.size / 104_857.6) / 10])).toEqual([
      ['/media/about/academy-presentation.pdf', 4.6],
      ['/media/about/academy-programmes.pdf', 3.2],
    ])
    expect(json_data.files[0]!.title).toBe('Academy presentation')
    expect(json_data.timeline[0]!.year).toBe(2008)
    expect(json_data.gallery).toHaveLength(5)
    expect(json_data.gallery[0]!.large).toMatch(/^\/media\//)
  })

  it('club: banner, cards, audience and two gallery images, each text in the language asked, ru filling the gaps (CLUB-01, -02, I18N-06)', async () => {
    const ky = await json<ClubProfile>('profile_site/club?language=ky')
    expect(ky.json_data.banner.title).toBe('«Вершина» бүтүрүүчүлөр клубу')
    expect(ky.json_data.cards).toHaveLength(3)
    expect(ky.json_data.gallery).toHaveLength(2)
    await env.DB.prepare(`DELETE FROM site_profile_data WHERE profile = 'club' AND key = 'audience' AND language = 'en'`).run()
    const en = await json<ClubProfile>('profile_site/club?language=en')
    const ru = await json<ClubProfile>('profile_site/club')
    expect(en.json_data.banner.title).toBe('Vershina alumni club')
    expect(en.json_data.audience).toEqual(ru.json_data.audience)
  })

  it('club: the manager block from the employee staff named, with the club phone written for visitors; none when unset or gone (CLUB-04, OQ-04)', async () => {
    const en = await json<ClubProfile>('profile_site/club?language=en')
    expect(en.json_data.manager).toMatchObject({ full_name: 'Nurlan Asanov', description: 'Event organiser', phone: '+996555100250', phone_display: '+996 555 100 250', email: 'club@vershina.academy' })
    expect(en.json_data.manager!.images[0]!.small).toMatch(/^\/media\//)
    const stored = await env.DB.prepare(`SELECT value FROM site_profile_data WHERE profile = 'club' AND key = 'manager'`).first<{ value: string }>()
    try {
      await env.DB.prepare(`UPDATE site_profile_data SET value = ?1 WHERE profile = 'club' AND key = 'manager'`).bind(JSON.stringify({ ...JSON.parse(stored!.value), employee_id: 9999 })).run()
      expect((await json<ClubProfile>('profile_site/club')).json_data.manager).toBeNull()
      await env.DB.prepare(`DELETE FROM site_profile_data WHERE profile = 'club' AND key = 'manager'`).run()
      expect((await json<ClubProfile>('profile_site/club')).json_data.manager).toBeNull()
    } finally {
      await env.DB.prepare(`INSERT OR REPLACE INTO site_profile_data (profile, key, language, value) VALUES ('club', 'manager', 'ru', ?1)`).bind(stored!.value).run()
    }
  })

  it('online school: platform address, three steps, the schedule and five results tabs (SCHOOL-01, -02, -04)', async () => {
    const { json_data } = await json<OnlineSchoolProfile>('profile_site/online_school')
    expect(json_data.platform_url).toMatch(/^https:\/\//)
    expect(json_data.steps).toHaveLength(3)
    expect(json_data.schedule.length).toBeGreaterThan(0)
    expect(json_data.results).toHaveLength(5)
    expect(Object.keys(json_data).sort()).toEqual(['platform_url', 'results', 'schedule', 'steps'])
  })

  it('drops a key the page does not know, and answers 500 (not half a page) when stored data lost its shape', async () => {
    await env.DB.prepare(`INSERT INTO site_profile_data (profile, key, language, value) VALUES ('club', 'zz_broken', 'ru', '1')`).run()
    const { json_data } = await json<ClubProfile>('profile_site/club')
    expect(json_data).not.toHaveProperty('zz_broken')
    await env.DB.prepare(`INSERT OR REPLACE INTO site_profile_data (profile, key, language, value) VALUES ('club', 'audience', 'en', '"not a list"')`).run()
    expect(await statusOf('/api/client/profile_site/club?language=en')).toBe(500)
  })

  it('rejects a bad language or currency with 400 and field errors', async () => {
    for (const path of ['profile_site/about', 'profile_site/club', 'profile_site/online_school']) {
      await expectBadInput(`${path}?language=fr`, 'language')
      await expectBadInput(`${path}?currency=EUR`, 'currency')
    }
  })
})
