import { seedStatements } from '../../worker/db/seed/index'
import { insert } from '../../worker/db/seed/sql'

/** A news item whose stored HTML is hostile, in ru and en only (no ky: the ru fallback shows). */
export const HOSTILE_NEWS = {
  uuid: '00000000-0000-4000-8000-00000000b001',
  slug: 'test-hostile-news',
  title: { ru: 'Проверка очистки новостей', en: 'News sanitising check' },
  body: '<p>Текст</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a>',
} as const

/** A page whose stored HTML is hostile, with ru and en text but no ky translation. */
export const HOSTILE_PAGE = {
  uuid: '00000000-0000-4000-8000-0000000000aa',
  slug: 'test-hostile',
  created: '2025-12-01T09:00:00Z',
  titles: { ru: 'Проверка очистки', en: 'Sanitising check' },
  body: {
    ru: '<p>Текст</p><script>alert("ru")</script><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">ссылка</a>',
    en: '<p>Text</p><script>alert("en")</script><img src="/x.png" onerror="alert(1)">',
  },
} as const

/** An office of the demo content whose Kyrgyz text the fixtures remove, and whose Russian legal text has a script. */
export const FALLBACK_OFFICE_ID = 2

/** A contacts json_data key with ru and en values only. */
export const FALLBACK_JSON_KEY = 'test_fallback'

/** The number of pages the database holds: the six demo pages and the hostile one. */
export const PAGE_COUNT = 7

function fixtureStatements(): string[] {
  return [
    // A news item with hostile HTML and no ky text (news.test.ts).
    ...insert('news', [
      { uuid: HOSTILE_NEWS.uuid, slug: HOSTILE_NEWS.slug, date_publication: '2020-01-01T00:00:00.000Z', seo_noindex: 0, created: '2020-01-01T00:00:00.000Z' },
    ]),
    ...insert(
      'news_translations',
      (['ru', 'en'] as const).map((language) => ({
        news_uuid: HOSTILE_NEWS.uuid,
        language,
        title: HOSTILE_NEWS.title[language],
        short_description: '',
        body: HOSTILE_NEWS.body,
        seo_title: '',
        seo_description: '',
        seo_keywords: '',
      })),
    ),
    ...insert('pages', [
      {
        uuid: HOSTILE_PAGE.uuid,
        slug: HOSTILE_PAGE.slug,
        date_publication: '2025-12-01T09:00:00Z',
        seo_noindex: true,
        created: HOSTILE_PAGE.created,
      },
    ]),
    ...insert(
      'page_translations',
      (['ru', 'en'] as const).map((language) => ({
        page_uuid: HOSTILE_PAGE.uuid,
        language,
        title: HOSTILE_PAGE.titles[language],
        body: HOSTILE_PAGE.body[language],
        seo_title: HOSTILE_PAGE.titles[language],
        seo_description: '',
        seo_keywords: '',
      })),
    ),
    // A legal text with a script: profile_site/contacts must sanitise it too.
    `UPDATE office_translations SET legal_details = legal_details || '<script>alert(3)</script><b onclick="x()">ok</b>'
     WHERE office_id = ${FALLBACK_OFFICE_ID} AND language = 'ru';`,
    // Whatever the demo content translates, this office and this json_data key have no Kyrgyz text.
    `DELETE FROM office_translations WHERE office_id = ${FALLBACK_OFFICE_ID} AND language = 'ky';`,
    ...insert('site_profile_data', [
      { profile: 'contacts', key: FALLBACK_JSON_KEY, language: 'ru', value: 'Только по-русски' },
      { profile: 'contacts', key: FALLBACK_JSON_KEY, language: 'en', value: 'English too' },
    ]),
  ]
}

/**
 * The demo content of worker/db/seed (the same the site starts with) and the fixtures above. Seeds only an empty
 * database, so it can run before every test file whether or not storage is shared between them.
 */
export async function seedFixtures(db: D1Database): Promise<void> {
  const row = await db.prepare('SELECT COUNT(*) AS count FROM languages').first<{ count: number }>()
  if ((row?.count ?? 0) > 0) return
  const statements = [...seedStatements({ scale: 1 }), ...fixtureStatements()]
  await db.batch(statements.map((sql) => db.prepare(sql)))
}
