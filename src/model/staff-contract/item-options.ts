/** The desk's editing of the options of events, products and online courses, and of products' props (issue 42, issue 44 "Seats", BE-04, BE-15). */
import { get, post, put, types } from '../api-contract/endpoint'
import type { ItemOptionWriteBody, ItemPartDeleteBody, StaffItemOption, StaffItemOptions } from '../item-options'
import type { ProductPropWriteBody, StaffProductProp, StaffProductProps } from '../product-props'
import type { StaffOk } from '../staff'

/** Admin and manager edit options and props; an editor changes their texts only. */
export const ITEM_PART_READERS = ['admin', 'manager', 'editor'] as const
export const ITEM_PART_EDITORS = ['admin', 'manager'] as const

/** `{kind}`: events, products or online_courses (OPTION_KINDS); another answers 404. */
export const ITEM_OPTION_ENDPOINTS = {
  itemOptions: get('/options/{kind}/{id}', types<never, StaffItemOptions>(), { roles: ITEM_PART_READERS }),
  itemOptionCreate: post('/options/{kind}/{id}', types<never, StaffItemOption, ItemOptionWriteBody>(), { roles: ITEM_PART_EDITORS }),
  /** 409 when `version` is no longer the stored one. */
  itemOptionUpdate: put('/options/{kind}/{id}/{option}', types<never, StaffItemOption, ItemOptionWriteBody>(), { roles: ITEM_PART_READERS }),
  /** 409 while orders point at the option. */
  itemOptionDelete: post('/options/{kind}/{id}/{option}/delete', types<never, StaffOk, ItemPartDeleteBody>(), { status: 200, roles: ITEM_PART_EDITORS }),
  productProps: get('/props/{id}', types<never, StaffProductProps>(), { roles: ITEM_PART_READERS }),
  productPropCreate: post('/props/{id}', types<never, StaffProductProp, ProductPropWriteBody>(), { roles: ITEM_PART_EDITORS }),
  /** 409 when `version` is no longer the stored one. */
  productPropUpdate: put('/props/{id}/{prop}', types<never, StaffProductProp, ProductPropWriteBody>(), { roles: ITEM_PART_READERS }),
  productPropDelete: post('/props/{id}/{prop}/delete', types<never, StaffOk, ItemPartDeleteBody>(), { status: 200, roles: ITEM_PART_EDITORS }),
}
