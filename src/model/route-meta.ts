/** Route metadata (ROUTE-11…14): header colour, layout variant and the footer consultation form. */
export type HeaderColor = 'default' | 'black' | 'blue' | 'transparent_white'
export type LayoutVariant = 'default' | 'black' | 'grey' | 'no_header'

export interface RouteMeta {
  header: HeaderColor
  layout: LayoutVariant
  footerForm: boolean
}

export const DEFAULT_ROUTE_META: RouteMeta = { header: 'default', layout: 'default', footerForm: false }
