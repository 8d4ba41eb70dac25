/**
 * The desk's editing of the options of events, products and online courses, and of products' props (issue 42, issue
 * 44 "Seats", BE-04, BE-15): one set of routes for every option kind (OPTION_KINDS), versioned, audited, validated per
 * field; an editor changes texts only; an option with orders is not deleted.
 */
import type { Context } from 'hono'
import typia from 'typia'
import {
  isOptionKind,
  itemOptionFieldErrors,
  type ItemOptionWriteBody,
  type ItemPartDeleteBody,
  type OptionKind,
  type OptionTitles,
  type StaffItemOption,
  type StaffItemOptions,
} from '../../src/model/item-options'
import { productPropFieldErrors, type ProductPropWriteBody, type StaffProductProp, type StaffProductProps } from '../../src/model/product-props'
import { changesBeyondTexts } from '../../src/model/staff'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { createItemOption, deleteItemOption, readItemOptions, updateItemOption, type ItemOptionWrite } from '../db/item-option-writes'
import type { PartConflict } from '../db/item-part-writes'
import { createProductProp, deleteProductProp, readProductProps, updateProductProp, type ProductPropWrite } from '../db/product-prop-writes'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

function kindOf(kind: string): OptionKind {
  if (!isOptionKind(kind)) throw notFound('options')
  return kind
}

async function optionsOf(c: Context<AppEnv>, kind: OptionKind, key: string): Promise<StaffItemOptions> {
  const options = await readItemOptions(c.env.DB, kind, key, Date.now())
  if (!options) throw notFound(kind)
  return options
}

async function optionOf(c: Context<AppEnv>, kind: OptionKind, key: string, uuid: string): Promise<StaffItemOption> {
  const option = (await optionsOf(c, kind, key)).rows.find((row) => row.uuid === uuid)
  if (!option) throw notFound('option')
  return option
}

async function propsOf(c: Context<AppEnv>, key: string): Promise<StaffProductProps> {
  const props = await readProductProps(c.env.DB, key)
  if (!props) throw notFound('products')
  return props
}

async function propOf(c: Context<AppEnv>, key: string, uuid: string): Promise<StaffProductProp> {
  const prop = (await propsOf(c, key)).rows.find((row) => row.uuid === uuid)
  if (!prop) throw notFound('prop')
  return prop
}

function conflictError(conflict: PartConflict): ApiError {
  if (conflict === 'stale') return new ApiError(409, { code: 'stale_version', message: 'Someone saved this first; reload it' })
  return new ApiError(409, { code: 'referenced', message: 'Orders point at this option', fields: { orders: ['admin.event_options.has_orders'] } })
}

const trimmed = (texts: OptionTitles) => Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text?.trim()])) as OptionTitles

/** Validated per field, texts trimmed; seats and key only where the kind has them. */
function preparedOption(kind: OptionKind, body: ItemOptionWriteBody): ItemOptionWrite {
  const errors = itemOptionFieldErrors(kind, body)
  if (Object.keys(errors).length > 0) throw badFields(errors)
  const { price_amount, old_price_amount, position } = body
  return { titles: trimmed(body.titles), price_amount, old_price_amount, position, seats: body.seats ?? null, key: body.key?.trim() ?? null }
}

function preparedProp(body: ProductPropWriteBody): ProductPropWrite {
  const errors = productPropFieldErrors(body)
  if (Object.keys(errors).length > 0) throw badFields(errors)
  return { titles: trimmed(body.titles), values: trimmed(body.values), position: body.position }
}

/** An editor without admin or manager changes texts only (BE-04): the other fields it changed, as field errors. */
async function textsOnlyErrors(c: Context<AppEnv>, before: object, write: object, fields: readonly string[]): Promise<Record<string, string[]>> {
  const { roles } = await currentStaff(c)
  if (changesBeyondTexts(roles)) return {}
  const value = (of: object, name: string) => (of as Record<string, unknown>)[name] ?? null
  return Object.fromEntries(fields.filter((name) => value(before, name) !== value(write, name)).map((name) => [name, ['admin.content.texts_only']]))
}

const OPTION_VALUES = ['price_amount', 'old_price_amount', 'position', 'seats', 'key'] as const

const actor = async (c: Context<AppEnv>) => ({ userId: (await currentStaff(c)).row.user_id, now: Date.now() })

function versioned(version: number | undefined): number {
  if (version === undefined) throw badFields({ version: ['forms.errors.required'] })
  return version
}

export const staffItemOptionRoutes = {
  itemOptions: route(STAFF_ENDPOINTS.itemOptions, {}, async (c, { params }) => optionsOf(c, kindOf(params.kind), params.id), [privateAnswer]),

  itemOptionCreate: route(STAFF_ENDPOINTS.itemOptionCreate, { body: typia.createValidateEquals<ItemOptionWriteBody>() }, async (c, { params, body }) => {
    const kind = kindOf(params.kind)
    const write = preparedOption(kind, body)
    const { item } = await optionsOf(c, kind, params.id)
    const uuid = await createItemOption(c.env.DB, kind, item.uuid, write, await actor(c))
    return optionOf(c, kind, item.uuid, uuid)
  }, [privateAnswer]),

  itemOptionUpdate: route(STAFF_ENDPOINTS.itemOptionUpdate, { body: typia.createValidateEquals<ItemOptionWriteBody>() }, async (c, { params, body }) => {
    const kind = kindOf(params.kind)
    const version = versioned(body.version)
    const write = preparedOption(kind, body)
    const before = await optionOf(c, kind, params.id, params.option)
    if (before.version !== version) throw conflictError('stale')
    const locked = await textsOnlyErrors(c, before, write, OPTION_VALUES)
    if (Object.keys(locked).length > 0) throw badFields(locked)
    const conflict = await updateItemOption(c.env.DB, kind, before, write, await actor(c))
    if (conflict) throw conflictError(conflict)
    return optionOf(c, kind, params.id, params.option)
  }, [privateAnswer]),

  itemOptionDelete: route(STAFF_ENDPOINTS.itemOptionDelete, { body: typia.createValidateEquals<ItemPartDeleteBody>() }, async (c, { params, body }) => {
    const kind = kindOf(params.kind)
    const before = await optionOf(c, kind, params.id, params.option)
    if (before.version !== body.version) throw conflictError('stale')
    if (before.orders > 0) throw conflictError('referenced')
    const conflict = await deleteItemOption(c.env.DB, kind, before, await actor(c))
    if (conflict) throw conflictError(conflict)
    return { ok: true as const }
  }, [privateAnswer]),

  productProps: route(STAFF_ENDPOINTS.productProps, {}, async (c, { params }) => propsOf(c, params.id), [privateAnswer]),

  productPropCreate: route(STAFF_ENDPOINTS.productPropCreate, { body: typia.createValidateEquals<ProductPropWriteBody>() }, async (c, { params, body }) => {
    const write = preparedProp(body)
    const { item } = await propsOf(c, params.id)
    const uuid = await createProductProp(c.env.DB, item.uuid, write, await actor(c))
    return propOf(c, item.uuid, uuid)
  }, [privateAnswer]),

  productPropUpdate: route(STAFF_ENDPOINTS.productPropUpdate, { body: typia.createValidateEquals<ProductPropWriteBody>() }, async (c, { params, body }) => {
    const version = versioned(body.version)
    const write = preparedProp(body)
    const before = await propOf(c, params.id, params.prop)
    if (before.version !== version) throw conflictError('stale')
    const locked = await textsOnlyErrors(c, before, write, ['position'])
    if (Object.keys(locked).length > 0) throw badFields(locked)
    const conflict = await updateProductProp(c.env.DB, before, write, await actor(c))
    if (conflict) throw conflictError(conflict)
    return propOf(c, params.id, params.prop)
  }, [privateAnswer]),

  productPropDelete: route(STAFF_ENDPOINTS.productPropDelete, { body: typia.createValidateEquals<ItemPartDeleteBody>() }, async (c, { params, body }) => {
    const before = await propOf(c, params.id, params.prop)
    if (before.version !== body.version) throw conflictError('stale')
    const conflict = await deleteProductProp(c.env.DB, before, await actor(c))
    if (conflict) throw conflictError(conflict)
    return { ok: true as const }
  }, [privateAnswer]),
}
