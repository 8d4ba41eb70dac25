/** A product's props as staff edit them (issue 42 "products with options and props", ENTITY-09, PRODUCT-04, BE-04). */
import type { Language } from './languages'
import { textErrors, wholeNumber, type FieldErrors, type OptionTitles } from './item-options'

/** A name/value row of the product page, in order, each text per language. */
export interface StaffProductProp {
  uuid: string
  position: number
  titles: Record<Language, string>
  values: Record<Language, string>
  version: number
}

export interface StaffProductProps {
  item: { uuid: string; slug: string; title: string }
  rows: StaffProductProp[]
}

/** A new prop, or a prop saved over `version` (required on update: a stale one answers 409). */
export interface ProductPropWriteBody {
  titles: OptionTitles
  values: OptionTitles
  position: number
  version?: number
}

export const PROP_TEXT_MAX = 300

export function productPropFieldErrors(body: ProductPropWriteBody): FieldErrors {
  const errors: FieldErrors = {}
  textErrors(errors, 'titles', body.titles, PROP_TEXT_MAX)
  textErrors(errors, 'values', body.values, PROP_TEXT_MAX)
  if (!wholeNumber(body.position)) errors.position = ['admin.errors.whole_from_zero']
  return errors
}
