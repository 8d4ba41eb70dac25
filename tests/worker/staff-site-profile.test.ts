/**
 * The desk's editing of the site profile (issue 42 "the site profile", BE-23, ENTITY-15): one record saved whole over
 * its version (409 when stale), validated per field, audited; an editor changes texts only; the public answers read it.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiErrorBody, ContactsEntity } from '../../src/model/api'
import type { LandingProfiles } from '../../src/model/entities/landing'
import type { EmployeeEntity, FranchiseProfile } from '../../src/model/entities/publications'
import type { SiteProfileData, StaffSiteProfile } from '../../src/model/site-profile'
import { auditOf } from '../../worker/db/staff-audit'
import { apiJson } from './helpers'
import { inFlight } from './sender-fixtures'
import { contentVersion, keepTables } from './site-editing-fixtures'
import { expectJson, staffCookieOf, staffSend } from './staff-fixtures'

const PROFILE_TABLES = ['site_contacts', 'offices', 'office_translations', 'site_profile_data', 'franchise_faq', 'franchise_faq_translations'] as const
keepTables(PROFILE_TABLES)

const read = async (cookie: string) => expectJson<StaffSiteProfile>(await staffSend('GET', '/site-profile', cookie), 200)
const save = (cookie: string, profile: SiteProfileData, version: number) => staffSend('PUT', '/site-profile', cookie, { profile, version })

/** What visitors read of the profile in every language. */
async function publicAnswers() {
  return Promise.all(
    (['ru', 'en', 'ky'] as const).map(async (language) => ({
      contacts: await apiJson<ContactsEntity>(`profile_site/contacts?language=${language}`),
      franchise: (await apiJson<FranchiseProfile>(`profile_site/franchise?language=${language}`)).json_data.faq,
      about: (await apiJson<LandingProfiles['about']>(`profile_site/about?language=${language}`)).json_data,
      club: (await apiJson<LandingProfiles['club']>(`profile_site/club?language=${language}`)).json_data,
      school: (await apiJson<LandingProfiles['online_school']>(`profile_site/online_school?language=${language}`)).json_data,
    })),
  )
}

describe('staff site profile (issue 42, BE-23, ENTITY-15)', () => {
  it('BE-23: the seed reads back whole, and saving it unchanged leaves every public answer as it was (audited, content version bumped)', async () => {
    const cookie = await staffCookieOf(['manager'])
    const before = await publicAnswers()
    const { profile, version } = await read(cookie)
    expect(profile).toMatchObject({ telegram: '@vershina_help', whatsapp: '+996 555 100 200', email: 'info@vershina.academy', founded: 2008, franchise_employees: 120 })
    expect(profile.offices.map((office) => office.city_name.ru)).toEqual(['Бишкек', 'Алматы', 'Ташкент', 'Москва'])
    expect(profile.about_figures[0]).toEqual({ value: { ru: '32', en: '32', ky: '32' }, label: { ru: 'центра в 11 странах', en: 'centres in 11 countries', ky: 'борбор 11 өлкөдө' } })
    const cacheVersion = await contentVersion()
    const saved = await expectJson<StaffSiteProfile>(await save(cookie, profile, version), 200)
    expect(saved.version).toBe(version + 1)
    expect(await contentVersion()).toBeGreaterThan(cacheVersion!)
    const withoutLegal = (data: SiteProfileData) => ({ ...data, offices: data.offices.map(({ legal_details: _legal, ...office }) => office) })
    expect(withoutLegal(saved.profile)).toEqual(withoutLegal(profile))
    expect(saved.profile.offices.every((office) => !office.legal_details.ru.includes('<script'))).toBe(true)
    expect(await publicAnswers()).toEqual(before)
    expect((await auditOf(env.DB, 'site_profile')).at(-1)).toMatchObject({ action: 'site_profile.update' })
  })

  it('BE-23: a manager changes messengers and a figure, adds an office, removes a question and reorders socials; visitors see it', async () => {
    const cookie = await staffCookieOf(['admin'])
    const { profile, version } = await read(cookie)
    const office = { ...profile.offices[0]!, id: null, phone: '+996 700 111 222', city_name: { ru: 'Ош', en: 'Osh', ky: '' } }
    const changed: SiteProfileData = {
      ...profile,
      telegram: 'https://t.me/vershina_desk',
      whatsapp: '+7 701 234 56 78',
      socials: [...profile.socials].reverse(),
      offices: [...profile.offices, office],
      faq: [...profile.faq.slice(1), { id: null, question: { ru: 'Сколько стоит?', en: 'How much?', ky: '' }, answer: { ru: 'Зависит от города', en: '', ky: '' } }],
      about_figures: [{ value: { ru: '33', en: '33', ky: '' }, label: { ru: 'центра', en: 'centres', ky: '' } }, ...profile.about_figures.slice(1)],
    }
    const saved = await expectJson<StaffSiteProfile>(await save(cookie, changed, version), 200)
    expect(saved.profile.telegram).toBe('@vershina_desk')
    expect(saved.profile.about_figures[0], 'issue 42.5: an empty ky stays empty').toEqual(changed.about_figures[0])
    expect(saved.profile.offices.at(-1)).toMatchObject({ city_name: { ru: 'Ош', en: 'Osh', ky: '' }, phone: '+996700111222' })
    const contacts = await apiJson<ContactsEntity>('profile_site/contacts?language=ky')
    expect(contacts.messengers).toEqual([
      { messenger: 'whatsapp', url: 'https://wa.me/77012345678', display: '+7 701 234 5678' },
      { messenger: 'telegram', url: 'https://t.me/vershina_desk', display: '@vershina_desk' },
    ])
    expect(contacts.socials.map((social) => social.network)).toEqual(profile.socials.map((social) => social.network).reverse())
    expect(contacts.offices.at(-1)).toMatchObject({ city_name: 'Ош', phone: '+996700111222', phone_display: '+996 700 111 222' })
    const franchise = await apiJson<FranchiseProfile>('profile_site/franchise?language=en')
    expect(franchise.json_data.faq).toHaveLength(profile.faq.length)
    expect(saved.profile.faq.at(-1), 'issue 42.5: empty FAQ translations stay empty').toMatchObject({ question: { ky: '' }, answer: { en: '', ky: '' } })
    expect(franchise.json_data.faq.at(-1)).toEqual({ question: { ru: 'Сколько стоит?', en: 'How much?', ky: 'Сколько стоит?' }, answer: { ru: 'Зависит от города', en: 'Зависит от города', ky: 'Зависит от города' } })
    expect((await apiJson<LandingProfiles['about']>('profile_site/about?language=ky')).json_data.figures[0]).toEqual({ value: '33', label: 'центра' })
  })

  it('ABOUT-03, ABOUT-05, FRANCHISE-06: the about timeline and documents and the franchise poster are edited; visitors see them, ru filling empty texts (issue 42.2, 42.4)', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version } = await read(cookie)
    expect(profile.about_timeline[0]).toEqual({ year: 2008, text: { ru: 'Первый тренинг в Бишкеке: 40 участников', en: 'The first training in Bishkek: 40 participants', ky: 'Бишкектеги биринчи тренинг: 40 катышуучу' } })
    expect(profile.about_files.map((file) => file.title.en)).toEqual(['Academy presentation', 'Programme catalogue'])
    expect(profile.franchise_poster).toEqual(expect.any(String))
    const poster = (await env.DB.prepare('SELECT uuid FROM images WHERE uuid <> ?1 LIMIT 1').bind(profile.franchise_poster).first<string>('uuid'))!
    const [first, second] = profile.about_files
    const changed: SiteProfileData = {
      ...profile,
      about_timeline: [...profile.about_timeline, { year: 2026, text: { ru: 'Новый кампус', en: 'A new campus', ky: '' } }],
      about_files: [{ ...second!, title: { ru: 'Каталог 2026', en: '', ky: 'Каталог 2026 (ky)' } }, first!],
      franchise_poster: poster,
    }
    const saved = await expectJson<StaffSiteProfile>(await save(cookie, changed, version), 200)
    expect(saved.profile).toMatchObject({ about_timeline: changed.about_timeline, about_files: changed.about_files, franchise_poster: poster })
    const about = async (language: string) => (await apiJson<LandingProfiles['about']>(`profile_site/about?language=${language}`)).json_data
    expect((await about('ky')).timeline.at(-1)).toEqual({ year: 2026, text: 'Новый кампус' })
    expect((await about('en')).files.map((file) => [file.title, file.url])).toEqual([['Каталог 2026', second!.url], ['Academy presentation', first!.url]])
    expect((await about('en')).files[0]!.size).toBeGreaterThan(1_000_000)
    expect((await apiJson<FranchiseProfile>('profile_site/franchise?language=ru')).json_data.video?.image?.uuid).toBe(poster)
    const refused = await expectJson<ApiErrorBody>(
      await save(cookie, { ...saved.profile, about_timeline: [{ year: 1700, text: { ru: '', en: '', ky: '' } }], about_files: [{ url: '/media/nothing.pdf', title: { ru: 'Нет', en: '', ky: '' } }], franchise_poster: 'no-such-image' }, saved.version),
      400,
    )
    expect(refused.fields).toEqual({ 'about_timeline.0.year': ['forms.errors.invalid'], 'about_timeline.0.text.ru': ['forms.errors.required'] })
    const unknown = await expectJson<ApiErrorBody>(await save(cookie, { ...saved.profile, about_files: [{ url: '/media/nothing.pdf', title: { ru: 'Нет', en: '', ky: '' } }], franchise_poster: 'no-such-image' }, saved.version), 400)
    expect(unknown.fields).toEqual({ 'about_files.0.url': ['forms.errors.invalid'], franchise_poster: ['forms.errors.invalid'] })
    await expectJson<StaffSiteProfile>(await save(cookie, { ...saved.profile, franchise_poster: profile.franchise_poster }, saved.version), 200)
  })

  it('CLUB-01…03, SCHOOL-01…03: the club banner, cards and audience and the online school\'s platform, steps and schedule are edited; visitors see them, ru filling empty texts (issue 42.3)', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version } = await read(cookie)
    expect(profile.club_banner.title).toEqual({ ru: 'Клуб выпускников «Вершина»', en: 'Vershina alumni club', ky: '«Вершина» бүтүрүүчүлөр клубу' })
    expect(profile.club_cards).toHaveLength(3)
    expect(profile.club_audience[0]!.en).toBe('Graduates of any of the academy\'s trainings')
    expect(profile.school_platform_url).toBe('https://learn.vershina.academy')
    expect(profile.school_schedule.map((row) => row.title.ru)).toEqual(['Понедельник', 'Среда', 'Пятница', 'Воскресенье'])
    const changed: SiteProfileData = {
      ...profile,
      club_banner: { ...profile.club_banner, title: { ru: 'Клуб «Вершина»', en: '', ky: '' } },
      club_cards: [{ title: { ru: 'Выезды', en: 'Retreats', ky: '' }, text: { ru: 'Два раза в год', en: '', ky: '' } }, ...profile.club_cards.slice(0, 1)],
      club_audience: [...profile.club_audience, { ru: 'Родителям', en: '', ky: 'Ата-энелерге' }],
      school_platform_url: 'https://courses.vershina.academy',
      school_steps: profile.school_steps.slice(0, 2),
    }
    const saved = await expectJson<StaffSiteProfile>(await save(cookie, changed, version), 200)
    expect(saved.profile).toMatchObject({ club_banner: changed.club_banner, club_cards: changed.club_cards, club_audience: changed.club_audience, school_steps: changed.school_steps })
    const club = (await apiJson<LandingProfiles['club']>('profile_site/club?language=en')).json_data
    expect(club.banner.title).toBe('Клуб «Вершина»')
    expect(club.cards.map((card) => [card.title, card.text])).toEqual([['Retreats', 'Два раза в год'], [profile.club_cards[0]!.title.en, profile.club_cards[0]!.text.en]])
    expect(club.audience.at(-1)).toBe('Родителям')
    const school = (await apiJson<LandingProfiles['online_school']>('profile_site/online_school?language=ky')).json_data
    expect(school.platform_url).toBe('https://courses.vershina.academy')
    expect(school.steps).toHaveLength(2)
    expect(school.results).toHaveLength(5)
    await expectJson<StaffSiteProfile>(await save(cookie, profile, saved.version), 200)
  })

  it('CLUB-04, OQ-04, CLUB-02, ABOUT-05, SCHOOL-04: the club\'s manager, the club and about galleries and the results tabs are edited; visitors see them, ru filling empty texts (issue 42)', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version, employees } = await read(cookie)
    expect(profile.club_manager, 'the seed\'s manager reads back').toEqual({ employee_id: 8, phone: '+996 555 100 250', email: 'club@vershina.academy' })
    expect([profile.club_gallery.length, profile.about_gallery.length]).toEqual([2, 5])
    expect(profile.school_results.map((tab) => tab.title.en)).toEqual(['Business', 'Finance', 'Relationships', 'Health', 'Career'])
    expect(profile.school_results[0]!.items[0]).toEqual({ ru: 'Рост выручки на 40% за три месяца', en: 'Revenue up 40% in three months', ky: 'Үч айда киреше 40% өстү' })
    const employee = employees.find((row) => row.id !== 8)!
    const other = (await env.DB.prepare('SELECT uuid FROM images WHERE uuid NOT IN (SELECT value FROM json_each(?1)) LIMIT 1').bind(JSON.stringify(profile.about_gallery)).first<string>('uuid'))!
    const [business, finance] = profile.school_results
    const changed: SiteProfileData = {
      ...profile,
      club_manager: { employee_id: employee.id, phone: '0555 100 300', email: 'club-desk@vershina.academy' },
      club_gallery: [...profile.club_gallery].reverse(),
      about_gallery: [other, ...profile.about_gallery.slice(0, 3)],
      school_results: [
        { ...finance!, title: { ...finance!.title, en: 'Money' } },
        { ...business!, items: [...business!.items, { ru: 'Свой офис', en: 'An office of our own', ky: '' }] },
      ],
    }
    const saved = await expectJson<StaffSiteProfile>(await save(cookie, changed, version), 200)
    expect(saved.profile).toMatchObject({ club_gallery: changed.club_gallery, about_gallery: changed.about_gallery, school_results: changed.school_results })
    expect(saved.profile.club_manager, 'the phone is kept as the site writes it').toEqual({ employee_id: employee.id, phone: '+996 555 100 300', email: 'club-desk@vershina.academy' })
    const club = (await apiJson<LandingProfiles['club']>('profile_site/club?language=en')).json_data
    const named = await apiJson<EmployeeEntity>(`employees/${employee.id}?language=en`)
    expect(club.manager).toMatchObject({ full_name: named.full_name, phone: '+996555100300', phone_display: '+996 555 100 300', email: 'club-desk@vershina.academy' })
    expect(club.gallery.map((image) => image.uuid)).toEqual(changed.club_gallery)
    const about = (await apiJson<LandingProfiles['about']>('profile_site/about?language=ky')).json_data
    expect(about.gallery.map((image) => image.uuid)).toEqual(changed.about_gallery)
    const school = (await apiJson<LandingProfiles['online_school']>('profile_site/online_school?language=ky')).json_data
    expect(school.results.map((tab) => tab.title)).toEqual([finance!.title.ky, business!.title.ky])
    expect(school.results[1]!.items.at(-1), 'issue 42.5: an empty ky row shows ru').toBe('Свой офис')
    expect((await apiJson<LandingProfiles['online_school']>('profile_site/online_school?language=en')).json_data.results[0]!.title).toBe('Money')

    const stale = await save(cookie, { ...changed, school_results: [] }, version)
    expect(stale.status, 'a save over the version read before is stale').toBe(409)
    expect((await apiJson<LandingProfiles['online_school']>('profile_site/online_school?language=en')).json_data.results).toHaveLength(2)

    const none = await expectJson<StaffSiteProfile>(await save(cookie, { ...saved.profile, club_manager: { ...saved.profile.club_manager, employee_id: null } }, saved.version), 200)
    expect(none.profile.club_manager, 'no manager keeps the club\'s phone and e-mail').toEqual({ ...saved.profile.club_manager, employee_id: null })
    expect((await apiJson<LandingProfiles['club']>('profile_site/club?language=ru')).json_data.manager, 'no manager: no block').toBeNull()
    const audit = (await auditOf(env.DB, 'site_profile')).at(-1)!
    const [was, now] = [audit.before, audit.after].map((json) => JSON.parse(json!) as SiteProfileData)
    expect([was!.club_manager.employee_id, now!.club_manager.employee_id], 'the audit row holds the new parts').toEqual([employee.id, null])
    await expectJson<StaffSiteProfile>(await save(cookie, profile, none.version), 200)
    expect((await apiJson<LandingProfiles['club']>('profile_site/club?language=ru')).json_data.manager?.email).toBe('club@vershina.academy')
  })

  it('the answer previews every picture the profile refers to, seeded ones outside the media library too, for an editor as well: small rendition, alt, size (issue 42)', async () => {
    const editor = await staffCookieOf(['editor'])
    const { profile, image_previews: previews } = await read(editor)
    const uuids = [profile.franchise_poster!, ...profile.about_gallery, ...profile.club_gallery]
    expect(profile.franchise_poster).toEqual(expect.any(String))
    expect(profile.about_gallery.length).toBeGreaterThan(1)
    expect(Object.keys(previews).sort()).toEqual([...new Set(uuids)].sort())
    for (const uuid of uuids) expect(previews[uuid]).toMatchObject({ small: expect.stringMatching(new RegExp(`^/media/demo/${uuid}/small\\.`)), width: expect.any(Number), height: expect.any(Number) })
    // Seeded: none of them is in the media library a manager picks from.
    const manager = await staffCookieOf(['manager'])
    const { rows } = await expectJson<{ rows: { uuid: string }[] }>(await staffSend('GET', '/images?limit=100', manager), 200)
    expect(rows.filter((row) => uuids.includes(row.uuid))).toEqual([])

    // The save's answer previews what is saved: a picture put first in the about gallery, with its ru alt text.
    const other = (await env.DB.prepare('SELECT uuid FROM images WHERE uuid NOT IN (SELECT value FROM json_each(?1)) LIMIT 1').bind(JSON.stringify(uuids)).first<string>('uuid'))!
    await env.DB.prepare("INSERT INTO image_alts (image_uuid, language, alt) VALUES (?1, 'ru', 'Зал центра'), (?1, 'en', 'The hall') ON CONFLICT DO NOTHING").bind(other).run()
    const { version } = await read(manager)
    const saved = await expectJson<StaffSiteProfile>(await save(manager, { ...profile, about_gallery: [other, ...profile.about_gallery.slice(1)] }, version), 200)
    expect(saved.image_previews[other]).toMatchObject({ alt: 'Зал центра' })
    expect(saved.image_previews[profile.about_gallery[0]!], 'a picture no longer referred to').toBeUndefined()
    const restored = await expectJson<StaffSiteProfile>(await save(manager, profile, saved.version), 200)
    expect(restored.image_previews).toEqual(previews)
    await env.DB.prepare('DELETE FROM image_alts WHERE image_uuid = ?1').bind(other).run()
  })

  it('CLUB-04, CLUB-02, ABOUT-05, SCHOOL-04: an unknown employee or picture, a picture twice, an empty tab or row is a 400 naming each field', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version } = await read(cookie)
    const rules = await expectJson<ApiErrorBody>(
      await save(cookie, {
        ...profile,
        club_manager: { employee_id: 8, phone: 'call the club', email: 'club@' },
        about_gallery: [profile.about_gallery[0]!, profile.about_gallery[0]!],
        school_results: [{ title: { ru: ' ', en: 'Business', ky: '' }, items: [{ ru: '', en: 'x', ky: '' }] }, { title: { ru: 'Пусто', en: '', ky: '' }, items: [] }],
      }, version),
      400,
    )
    expect(rules.fields).toEqual({
      'club_manager.phone': ['forms.errors.phone_invalid'],
      'club_manager.email': ['forms.errors.email_invalid'],
      'about_gallery.1': ['admin.site_profile.duplicate'],
      'school_results.0.title.ru': ['forms.errors.required'],
      'school_results.0.items.0.ru': ['forms.errors.required'],
      'school_results.1.items': ['forms.errors.required'],
    })
    const unknown = await expectJson<ApiErrorBody>(await save(cookie, { ...profile, club_manager: { ...profile.club_manager, employee_id: 999_999 }, club_gallery: [profile.club_gallery[0]!, 'no-such-image'] }, version), 400)
    expect(unknown.fields).toEqual({ 'club_manager.employee_id': ['forms.errors.invalid'], 'club_gallery.1': ['forms.errors.invalid'] })
    expect((await staffSend('PUT', '/site-profile', cookie, { profile: { ...profile, club_manager: { ...profile.club_manager, employee_id: -1 } }, version })).status, 'typia: no negative id').toBe(400)
    expect((await read(cookie)).version).toBe(version)
  })

  it('BE-23: bad fields are a 400 naming each (phones, e-mail, https only, Telegram, WhatsApp, required texts); unknown fields too', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version } = await read(cookie)
    const bad: SiteProfileData = {
      ...profile,
      email: 'info at vershina',
      phones: [{ region: 'KG', phone: '12345' }],
      socials: [{ network: 'instagram', url: 'http://instagram.com/x' }, { network: 'youtube', url: 'javascript:alert(1)' }],
      telegram: 'not a user!',
      whatsapp: '555',
      offices: [{ ...profile.offices[0]!, city_name: { ru: ' ', en: '', ky: '' }, phone: 'call us' }],
      franchise_video: 'ftp://video.example/x',
      faq: [{ id: null, question: { ru: 'Вопрос?', en: '', ky: '' }, answer: { ru: '', en: '', ky: '' } }],
      franchise_events: -1,
    }
    const answer = await expectJson<ApiErrorBody>(await save(cookie, bad, version), 400)
    expect(answer.fields).toEqual({
      email: ['forms.errors.email_invalid'],
      'phones.0.phone': ['forms.errors.phone_invalid'],
      'socials.0.url': ['admin.site_profile.https_only'],
      'socials.1.url': ['admin.site_profile.https_only'],
      telegram: ['admin.site_profile.telegram_invalid'],
      whatsapp: ['forms.errors.phone_invalid'],
      'offices.0.phone': ['forms.errors.phone_invalid'],
      'offices.0.city_name.ru': ['forms.errors.required'],
      franchise_events: ['forms.errors.invalid'],
      franchise_video: ['admin.site_profile.https_only'],
      'faq.0.answer.ru': ['forms.errors.required'],
    })
    const script = await expectJson<ApiErrorBody>(await save(cookie, { ...profile, offices: [{ ...profile.offices[0]!, coords: '<script>alert(1)</script>' }] }, version), 400)
    expect(script.fields).toEqual({ 'offices.0.coords': ['forms.errors.invalid'] })
    expect((await staffSend('PUT', '/site-profile', cookie, { profile: { ...profile, fax: '1' }, version })).status).toBe(400)
    expect((await staffSend('PUT', '/site-profile', cookie, { profile: { ...profile, founded: '2008' }, version })).status).toBe(400)
    expect((await read(cookie)).version).toBe(version)
  })

  it('BE-04: an editor changes texts only; a moderator sees nothing', async () => {
    const editor = await staffCookieOf(['editor'])
    const { profile, version } = await read(editor)
    const texts: SiteProfileData = {
      ...profile,
      tagline: { ...profile.tagline, en: 'Training since 2008' },
      faq: profile.faq.map((item, index) => (index === 0 ? { ...item, question: { ...item.question, ky: 'Суроо?' } } : item)),
      about_figures: profile.about_figures.map((figure, index) => (index === 0 ? { ...figure, label: { ...figure.label, en: 'centres' } } : figure)),
      school_results: profile.school_results.map((tab, index) => (index === 0 ? { ...tab, title: { ...tab.title, en: 'Trade' } } : tab)),
    }
    const saved = await expectJson<StaffSiteProfile>(await save(editor, texts, version), 200)
    expect(saved.profile.tagline.en).toBe('Training since 2008')
    expect(saved.profile.school_results[0]!.title.en, 'SCHOOL-04: a tab\'s title is a text').toBe('Trade')
    const refused = await expectJson<ApiErrorBody>(
      await save(editor, { ...saved.profile, telegram: '@someone_else', faq: saved.profile.faq.slice(1), about_figures: saved.profile.about_figures.map((figure) => ({ ...figure, value: { ...figure.value, ru: '1' } })), club_gallery: [...saved.profile.club_gallery].reverse(), club_manager: { ...saved.profile.club_manager, email: 'me@vershina.academy' } }, saved.version),
      400,
    )
    expect(refused.fields).toEqual({ telegram: ['admin.content.texts_only'], faq: ['admin.content.texts_only'], about_figures: ['admin.content.texts_only'], club_manager: ['admin.content.texts_only'], club_gallery: ['admin.content.texts_only'] })
    expect((await staffSend('GET', '/site-profile', await staffCookieOf(['moderator']))).status).toBe(404)
  })

  it('BE-23: 40 saves of the same version in flight: exactly one is stored, 39 hear 409, one audit row', async () => {
    const cookie = await staffCookieOf(['manager'])
    const { profile, version } = await read(cookie)
    const audited = (await auditOf(env.DB, 'site_profile')).length
    let serial = 0
    const answers = await inFlight(40, () => save(cookie, { ...profile, franchise_events: 2000 + ++serial }, version))
    expect(answers.get(200)).toHaveLength(1)
    expect(answers.get(409)).toHaveLength(39)
    expect((await read(cookie)).version).toBe(version + 1)
    expect(await auditOf(env.DB, 'site_profile')).toHaveLength(audited + 1)
  }, 30_000)
})
