/** Where products and online courses are stored (issue 42, BE-04, BE-05), in the shape of content-registry.ts. */
import type { ContentStorage } from '../content-registry.ts'
import { GALLERY, TRAINERS } from './relations.ts'

/** The order numbers of an item's orders in its kind's order table: what keeps it from being deleted. */
const ordersIn = (table: string, itemColumn: string) => ({ what: 'orders', sql: `SELECT CAST(number AS TEXT) AS name FROM ${table} WHERE ${itemColumn} = ?1` })

/** A shop item kept under its uuid in the table of its type's name (also its entity_kind), newest first. */
function shopItems(type: 'products' | 'online_courses', alias: string, translations: ContentStorage['translations'], rest: Pick<ContentStorage, 'relations' | 'referencedBy'>): ContentStorage {
  return { key: 'uuid', created: true, table: type, alias, translations, entityKind: type, order: ['created DESC', 'uuid DESC'], ...rest }
}

export const PRODUCTS_STORAGE = shopItems('products', 'p', { table: 'product_translations', foreignKey: 'product_uuid' }, {
  relations: { images: GALLERY('products') },
  referencedBy: [ordersIn('products_orders', 'product_uuid'), { what: 'reviews', sql: "SELECT uuid AS name FROM reviews WHERE entity_type = 'PRODUCT' AND entity_id = ?1" }],
})

export const ONLINE_COURSES_STORAGE = shopItems('online_courses', 'oc', { table: 'online_course_translations', foreignKey: 'course_uuid' }, {
  relations: { trainers: TRAINERS('online_course_trainers', 'course_uuid'), images: GALLERY('online_courses') },
  referencedBy: [ordersIn('online_course_orders', 'online_course_uuid')],
})
