import { describe, expect, it } from 'vitest'
import { isEmail, isHttpsUrl, nonTextChanges, phoneNumberOf, siteProfileFieldErrors, telegramLink, whatsappLink, type SiteProfileData } from './site-profile'

const texts = (ru: string) => ({ ru, en: '', ky: '' })

const PROFILE: SiteProfileData = {
  email: 'info@vershina.academy',
  phones: [{ region: 'KG', phone: '+996 555 100 200' }],
  socials: [{ network: 'instagram', url: 'https://instagram.com/vershina' }],
  telegram: '@vershina_help',
  whatsapp: '+996 555 100 200',
  company_name: texts('Вершина'),
  tagline: texts(''),
  rights: texts(''),
  offices: [{ id: 1, city_id: null, phone: '+996555100200', coords: '', city_name: texts('Бишкек'), schedule: texts(''), address: texts(''), legal_details: texts('') }],
  franchise_employees: 120,
  franchise_events: 1500,
  franchise_video: '',
  franchise_poster: null,
  faq: [{ id: 1, question: texts('Сколько стоит?'), answer: texts('Зависит от города.') }],
  founded: 2008,
  about_figures: [{ value: texts('32'), label: texts('центра') }],
  about_timeline: [{ year: 2008, text: texts('Основание') }],
  about_files: [],
  club_banner: { title: texts('Клуб'), text: texts('') },
  club_cards: [{ title: texts('Встречи'), text: texts('Каждую неделю') }],
  club_audience: [texts('Выпускникам')],
  club_manager: { employee_id: 8, phone: '+996 555 100 250', email: 'club@vershina.academy' },
  club_gallery: ['c1', 'c2'],
  about_gallery: [],
  school_platform_url: 'https://learn.example.org',
  school_steps: [],
  school_schedule: [],
  school_results: [{ title: texts('Бизнес'), items: [texts('Рост выручки'), texts('Первые сотрудники')] }],
}

describe('site profile rules (issue 42, BE-23)', () => {
  it('Telegram: a username, @username or t.me link becomes one link; anything else is refused', () => {
    for (const input of ['vershina_help', '@vershina_help', 'https://t.me/vershina_help', ' https://t.me/vershina_help/ ']) {
      expect(telegramLink(input)).toEqual({ url: 'https://t.me/vershina_help', display: '@vershina_help' })
    }
    for (const input of ['abc', '@1vershina', 'http://t.me/vershina_help', 'https://t.me.evil.com/vershina_help', 'https://t.me/joinchat/../x']) expect(telegramLink(input)).toBeNull()
  })

  it('WhatsApp: a valid number or its wa.me link; phones in E.164 by libphonenumber-js (KG by default)', () => {
    expect(whatsappLink('+7 701 234 56 78')).toEqual({ url: 'https://wa.me/77012345678', display: '+7 701 234 5678' })
    expect(whatsappLink('https://wa.me/996555100200')).toEqual({ url: 'https://wa.me/996555100200', display: '+996 555 100 200' })
    expect(whatsappLink('12345')).toBeNull()
    expect(phoneNumberOf('0555 100 200')).toEqual({ phone: '+996555100200', display: '+996 555 100 200' })
    expect(phoneNumberOf('call us')).toBeNull()
  })

  it('addresses are https only; e-mails need a domain', () => {
    expect(isHttpsUrl('https://youtube.com/@vershina')).toBe(true)
    for (const bad of ['http://youtube.com', 'javascript:alert(1)', 'https://user:pw@site.com', 'https://localhost', '//site.com']) expect(isHttpsUrl(bad)).toBe(false)
    expect(isEmail('info@vershina.academy')).toBe(true)
    expect(isEmail('info@localhost')).toBe(false)
  })

  it('a valid profile has no errors; each bad value is named at its path', () => {
    expect(siteProfileFieldErrors(PROFILE)).toEqual({})
    const errors = siteProfileFieldErrors({ ...PROFILE, founded: 1500, about_figures: [{ value: texts(''), label: texts('x'.repeat(301)) }], company_name: texts('') })
    expect(errors).toEqual({
      founded: ['forms.errors.invalid'],
      'about_figures.0.value.ru': ['forms.errors.required'],
      'about_figures.0.label.ru': ['api.errors.length'],
      'company_name.ru': ['forms.errors.required'],
    })
  })

  it('ABOUT-03/05, CLUB-02/03, SCHOOL-01…03 (issue 42.2, 42.3): timeline years, documents, cards, audience and the platform address are checked', () => {
    const errors = siteProfileFieldErrors({
      ...PROFILE,
      about_timeline: [{ year: 20_008, text: texts('') }],
      about_files: [{ url: 'https://elsewhere.example/x.pdf', title: texts('Док') }],
      club_cards: [{ title: texts(''), text: texts('x'.repeat(4001)) }],
      club_audience: [texts(' ')],
      school_platform_url: 'http://learn.example.org',
    })
    expect(errors).toEqual({
      'about_timeline.0.year': ['forms.errors.invalid'],
      'about_timeline.0.text.ru': ['forms.errors.required'],
      'about_files.0.url': ['forms.errors.invalid'],
      'club_cards.0.title.ru': ['forms.errors.required'],
      'club_cards.0.text.ru': ['api.errors.length'],
      'club_audience.0.ru': ['forms.errors.required'],
      school_platform_url: ['admin.site_profile.https_only'],
    })
    expect(nonTextChanges(PROFILE, { ...PROFILE, club_cards: [{ ...PROFILE.club_cards[0]!, text: texts('Иначе') }] })).toEqual({})
    expect(nonTextChanges(PROFILE, { ...PROFILE, club_cards: [], school_platform_url: 'https://other.example.org' })).toEqual({ club_cards: ['admin.content.texts_only'], school_platform_url: ['admin.content.texts_only'] })
  })

  it('CLUB-04, CLUB-02, ABOUT-05, SCHOOL-04 (issue 42): the manager\'s phone and e-mail, repeated gallery pictures and empty results texts are named at their paths', () => {
    expect(siteProfileFieldErrors({ ...PROFILE, club_manager: { employee_id: null, phone: '', email: '' } })).toEqual({})
    const errors = siteProfileFieldErrors({
      ...PROFILE,
      club_manager: { employee_id: 8, phone: '12345', email: 'club at vershina' },
      about_gallery: ['a1', 'a2', 'a1'],
      club_gallery: Array.from({ length: 21 }, (_, index) => `c${index}`),
      school_results: [{ title: texts(''), items: [texts('Рост'), texts(' ')] }, { title: texts('Финансы'), items: [] }],
    })
    expect(errors).toEqual({
      'club_manager.phone': ['forms.errors.phone_invalid'],
      'club_manager.email': ['forms.errors.email_invalid'],
      'about_gallery.2': ['admin.site_profile.duplicate'],
      club_gallery: ['api.errors.length'],
      'school_results.0.title.ru': ['forms.errors.required'],
      'school_results.0.items.1.ru': ['forms.errors.required'],
      'school_results.1.items': ['forms.errors.required'],
    })
    const retitled = { ...PROFILE, school_results: [{ title: { ...texts('Бизнес'), en: 'Business' }, items: [texts('Рост выручки на 40%'), texts('Первые сотрудники')] }] }
    expect(nonTextChanges(PROFILE, retitled), 'BE-04: results texts are texts').toEqual({})
    expect(nonTextChanges(PROFILE, { ...PROFILE, club_manager: { ...PROFILE.club_manager, employee_id: 9 }, club_gallery: ['c2', 'c1'], about_gallery: ['a1'], school_results: [{ ...PROFILE.school_results[0]!, items: [texts('Рост')] }] })).toEqual({
      club_manager: ['admin.content.texts_only'],
      club_gallery: ['admin.content.texts_only'],
      about_gallery: ['admin.content.texts_only'],
      school_results: ['admin.content.texts_only'],
    })
  })

  it('BE-04: an editor may change texts (labels, answers, legal details) but no contact, figure value, order or row', () => {
    const relabelled = { ...PROFILE, faq: [{ ...PROFILE.faq[0]!, answer: texts('Другой ответ') }], offices: [{ ...PROFILE.offices[0]!, legal_details: texts('<p>ОсОО</p>') }] }
    expect(nonTextChanges(PROFILE, relabelled)).toEqual({})
    expect(nonTextChanges(PROFILE, { ...PROFILE, whatsapp: '+996 700 000 000', faq: [], about_figures: [{ ...PROFILE.about_figures[0]!, value: texts('33') }] })).toEqual({
      whatsapp: ['admin.content.texts_only'],
      faq: ['admin.content.texts_only'],
      about_figures: ['admin.content.texts_only'],
    })
  })
})
