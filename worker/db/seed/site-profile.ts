import { DEMO_CITIES } from './reference.ts'
import { insert, insertMissing, type SqlValue } from './sql.ts'

/** Demo offices, phones by region, socials and messengers (ENTITY-15, LAYOUT-06); the texts are seedProfileTexts. */
export function seedSiteProfile(): string[] {
  const offices = [
    { id: 1, position: 1, city_id: cityId('bishkek'), phone: '+996555100200', coords: mapFor('74.6122,42.8746') },
    { id: 2, position: 2, city_id: cityId('almaty'), phone: '+77273500600', coords: mapFor('76.9286,43.2567') },
    { id: 3, position: 3, city_id: cityId('tashkent'), phone: '+998712005060', coords: mapFor('69.2797,41.3111') },
    { id: 4, position: 4, city_id: cityId('moscow'), phone: '+74951204050', coords: mapFor('37.6173,55.7558') },
  ]
  const officeTexts: Array<[number, string, string, string, string]> = [
    [1, 'ru', 'Бишкек', 'Пн–Пт 9:00–19:00, Сб 10:00–16:00', 'ул. Киевская, 95, БЦ «Орион», 4 этаж'],
    [1, 'en', 'Bishkek', 'Mon–Fri 9:00–19:00, Sat 10:00–16:00', '95 Kievskaya St., Orion business centre, 4th floor'],
    [1, 'ky', 'Бишкек', 'Дш–Жм 9:00–19:00, Иш 10:00–16:00', 'Киев көчөсү, 95, «Орион» ББ, 4-кабат'],
    [2, 'ru', 'Алматы', 'Пн–Пт 9:00–18:00', 'пр. Абая, 52, офис 310'],
    [2, 'en', 'Almaty', 'Mon–Fri 9:00–18:00', '52 Abay Ave., office 310'],
    [3, 'ru', 'Ташкент', 'Пн–Пт 9:00–18:00', 'ул. Амира Темура, 107Б'],
    [3, 'en', 'Tashkent', 'Mon–Fri 9:00–18:00', '107B Amir Temur St.'],
    [4, 'ru', 'Москва', 'Пн–Пт 10:00–19:00', 'Пресненская наб., 12, башня «Федерация», 21 этаж'],
    [4, 'en', 'Moscow', 'Mon–Fri 10:00–19:00', '12 Presnenskaya Emb., Federation Tower, 21st floor'],
  ]
  const legal: Record<string, string> = {
    ru: '<p>ОсОО «Вершина Академия»<br>ИНН 02304202110123<br>р/с 1280016030851234 в ОАО «Оптима Банк», БИК 109018</p>',
    en: '<p>Vershina Academy LLC<br>TIN 02304202110123<br>Account 1280016030851234, Optima Bank OJSC, BIC 109018</p>',
    ky: '<p>«Вершина Академия» ЖЧК<br>СТН 02304202110123<br>Эсеп 1280016030851234, «Оптима Банк» ААК, БИК 109018</p>',
  }
  const officeTranslations = officeTexts.map(([office_id, language, city_name, schedule, address]) => ({
    office_id,
    language,
    city_name,
    schedule,
    address,
    legal_details: office_id === 1 ? (legal[language] ?? '') : '',
  }))
  const contactRows: Array<[string, string, string, string]> = [
    ['social', 'instagram', 'https://instagram.com/vershina.academy', ''],
    ['social', 'youtube', 'https://youtube.com/@vershina-academy', ''],
    ['social', 'telegram', 'https://t.me/vershina_academy', ''],
    ['social', 'facebook', 'https://facebook.com/vershina.academy', ''],
    ['phone', 'KG', '+996555100200', '+996 555 100 200'],
    ['phone', 'KG', '+996700100300', '+996 700 100 300'],
    ['phone', 'KZ', '+77273500600', '+7 727 350 06 00'],
    ['phone', 'ABROAD', '+74951204050', '+7 495 120 40 50'],
    ['messenger', 'whatsapp', 'https://wa.me/996555100200', '+996 555 100 200'],
    ['messenger', 'telegram', 'https://t.me/vershina_help', '@vershina_help'],
    ['email', 'main', 'info@vershina.academy', 'info@vershina.academy'],
  ]
  const contacts: Array<Record<string, SqlValue>> = contactRows.map(([kind, code, value, display], index) => ({
    id: index + 1,
    kind,
    code,
    value,
    display,
    position: index,
  }))

  return [
    ...insert('offices', offices),
    ...insert('office_translations', officeTranslations),
    ...insert('site_contacts', contacts),
  ]
}

/**
 * The site profile's texts a real deployment starts with (the footer's company name, rights and tagline), which staff
 * then edit; offices, phones and socials are the deployment's own (the demo ones are seedSiteProfile).
 */
export function seedProfileTexts(): string[] {
  const jsonData: Array<[string, string, string]> = [
    ['company_name', 'ru', 'Вершина Академия'],
    ['company_name', 'en', 'Vershina Academy'],
    ['company_name', 'ky', 'Вершина Академиясы'],
    ['rights', 'ru', 'Все права защищены. Материалы сайта нельзя копировать без письменного разрешения.'],
    ['rights', 'en', 'All rights reserved. Site materials may not be copied without written permission.'],
    ['rights', 'ky', 'Бардык укуктар корголгон. Сайттын материалдарын жазуу жүзүндөгү уруксатсыз көчүрүүгө болбойт.'],
    ['tagline', 'ru', 'Тренинги личностного роста и бизнеса в России и Центральной Азии с 2008 года'],
    ['tagline', 'en', 'Personal growth and business training across Russia and Central Asia since 2008'],
    ['tagline', 'ky', '2008-жылдан бери Россияда жана Борбордук Азияда жеке өсүү жана бизнес боюнча тренингдер'],
  ]
  return insertMissing(
    'site_profile_data',
    jsonData.map(([key, language, value]) => ({ profile: 'contacts', key, language, value })),
  )
}

/** The id of a demo city (OQ-04: an office's city). */
function cityId(slug: (typeof DEMO_CITIES)[number]['slug']): number {
  return DEMO_CITIES.find((city) => city.slug === slug)!.id
}

function mapFor(lonLat: string): string {
  return `<iframe src="https://yandex.ru/map-widget/v1/?ll=${lonLat}&amp;z=16&amp;pt=${lonLat}" width="100%" height="400" title="map" loading="lazy"></iframe>`
}
