/** The desk's reads and writes of a product's props (issue 42 "products with options and props", PRODUCT-04, BE-04). */
import type { OptionTitles } from '../../src/model/item-options'
import type { StaffProductProp, StaffProductProps } from '../../src/model/product-props'
import { runPartWrite, textsByPart, textStatements, versionGuard, type Actor, type PartConflict } from './item-part-writes'
import { auditStatement } from './staff-audit'

export interface ProductPropWrite {
  titles: OptionTitles
  values: OptionTitles
  position: number
}

const TEXTS = { table: 'product_prop_translations', foreignKey: 'prop_uuid' }
const subject = (uuid: string) => `product_props:${uuid}`
const EMPTY = { ru: '', en: '', ky: '' }

/** The product (by uuid or slug) and its props in order, each with its texts in every language. */
export async function readProductProps(db: D1Database, key: string): Promise<StaffProductProps | null> {
  const item = await db
    .prepare(
      `SELECT p.uuid, p.slug, COALESCE(t.title, '') AS title FROM products p
       LEFT JOIN product_translations t ON t.product_uuid = p.uuid AND t.language = 'ru'
       WHERE p.uuid = ?1 OR p.slug = ?1 LIMIT 1`,
    )
    .bind(key)
    .first<{ uuid: string; slug: string; title: string }>()
  if (!item) return null
  const [props, texts] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT uuid, position, version FROM product_props WHERE product_uuid = ?1 ORDER BY position, uuid').bind(item.uuid),
    db
      .prepare('SELECT t.prop_uuid AS part_uuid, t.language, t.title, t.value FROM product_prop_translations t JOIN product_props pp ON pp.uuid = t.prop_uuid WHERE pp.product_uuid = ?1')
      .bind(item.uuid),
  ])
  const byProp = textsByPart(texts!.results, ['title', 'value'])
  const rows = props!.results.map((row): StaffProductProp => {
    const uuid = String(row.uuid)
    const mine = byProp.get(uuid)
    return { uuid, position: row.position as number, titles: mine?.title ?? EMPTY, values: mine?.value ?? EMPTY, version: row.version as number }
  })
  return { item, rows }
}

export async function createProductProp(db: D1Database, productUuid: string, write: ProductPropWrite, { userId, now }: Actor): Promise<string> {
  const uuid = crypto.randomUUID()
  await db.batch([
    auditStatement(db, { userId, action: 'product_prop.create', subject: subject(uuid), after: { products: productUuid, ...write } }, now),
    db.prepare('INSERT INTO product_props (uuid, product_uuid, position, version) VALUES (?1, ?2, ?3, 1)').bind(uuid, productUuid, write.position),
    ...textStatements(db, TEXTS, uuid, { title: write.titles, value: write.values }),
  ])
  return uuid
}

/** Saves over `before` if it is still the stored version. */
export function updateProductProp(db: D1Database, before: StaffProductProp, write: ProductPropWrite, { userId, now }: Actor): Promise<PartConflict | null> {
  return runPartWrite(db, [
    versionGuard(db, 'product_props', before.uuid, before.version),
    auditStatement(db, { userId, action: 'product_prop.update', subject: subject(before.uuid), before, after: write }, now),
    db.prepare('UPDATE product_props SET version = version + 1, position = ?2 WHERE uuid = ?1').bind(before.uuid, write.position),
    ...textStatements(db, TEXTS, before.uuid, { title: write.titles, value: write.values }),
  ])
}

export function deleteProductProp(db: D1Database, before: StaffProductProp, { userId, now }: Actor): Promise<PartConflict | null> {
  return runPartWrite(db, [
    versionGuard(db, 'product_props', before.uuid, before.version),
    auditStatement(db, { userId, action: 'product_prop.delete', subject: subject(before.uuid), before }, now),
    db.prepare('DELETE FROM product_props WHERE uuid = ?1').bind(before.uuid),
  ])
}
