import { notFound } from '@tanstack/react-router'
import type { ApiClient } from '../api/client'
import type { UploadedImage } from '../model/image-upload'
import type { UploadedFile } from '../model/file-upload'
import { CONTENT_PAGE_SIZE, editorLayout, parseContentListSearch, type ContentListSearch } from '../model/content-editor'
import { CONTENT_TYPE_NAMES, isContentTypeName, type ContentTypeName } from '../model/content-types'
import { isOptionKind, type StaffItemOptions } from '../model/item-options'
import type { StaffProductProps } from '../model/product-props'
import type { StaffTrainerBlocks } from '../model/trainer-blocks'
import { changesBeyondTexts } from '../model/staff'
import { loadTrainerPage } from '../blocks/trainer/load-trainer-page'
import { isLanguage } from '../model/languages'
import { deskLoad, type DeskLoadContext } from './desk-load'
import type { StaffClient } from './staff-client'

type Context = DeskLoadContext & { api: ApiClient }

/** A choice of a relation: the value the API takes (a slug, or an article's key) and what staff read. */
export interface RelationOption {
  value: string
  label: string
}

function typeOf(kind: string): ContentTypeName {
  if (!isContentTypeName(kind)) throw notFound()
  return kind
}

/** /admin/content: every registered type with how many items it has (issue 42.1). */
export function loadContentTypes(context: DeskLoadContext) {
  return deskLoad(context, (staff) =>
    Promise.all(CONTENT_TYPE_NAMES.map(async (kind) => ({ kind, count: (await staff.contentList({ params: { kind }, query: { limit: 1 } })).meta.count }))),
  )
}

/** /admin/content/{kind}: a page of the type's items of the address's filter. */
export function loadContentList(context: DeskLoadContext, kind: string, raw: Record<string, unknown>) {
  const type = typeOf(kind)
  const search = parseContentListSearch(raw)
  return deskLoad(context, async (staff) => ({
    kind: type,
    search,
    /** The moment of the load: what is scheduled and what shows already. */
    now: Date.now(),
    list: await staff.contentList({ params: { kind: type }, query: { ...search, limit: CONTENT_PAGE_SIZE } }),
  }))
}

/** The choices of a relation's target: tags and trainers by slug, articles (drafts too) by key. */
async function optionsOf(context: Context, staff: StaffClient, target: string): Promise<RelationOption[]> {
  if (target === 'tags') return (await context.api.tags({ query: { limit: 10000, language: 'ru' } })).rows.map((tag) => ({ value: tag.slug, label: tag.title }))
  if (target === 'trainers') return (await context.api.trainers({ query: { limit: 100, language: 'ru' } })).rows.map((trainer) => ({ value: trainer.slug, label: trainer.full_name }))
  if (target === 'articles') return (await staff.contentList({ params: { kind: 'articles' }, query: { limit: 100 } })).rows.map((row) => ({ value: row.key, label: row.title || row.slug }))
  // A registered type named by slug (a type added to the registry later).
  if (isContentTypeName(target)) return (await staff.contentList({ params: { kind: target }, query: { limit: 100 } })).rows.map((row) => ({ value: row.slug, label: row.title || row.slug }))
  return []
}

/** The parts edited beside an item (issue 42): the options of an event, product or course, a product's props, a trainer's blocks. */
export interface ItemParts {
  options: StaffItemOptions | null
  props: StaffProductProps | null
  trainerBlocks: StaffTrainerBlocks | null
}

async function itemPartsOf(staff: StaffClient, type: ContentTypeName, id: string): Promise<ItemParts> {
  const [options, props, trainerBlocks] = await Promise.all([
    isOptionKind(type) ? staff.itemOptions({ params: { kind: type, id } }) : null,
    type === 'products' ? staff.productProps({ params: { id } }) : null,
    type === 'trainers' ? staff.trainerBlocks({ params: { id } }) : null,
  ])
  return { options, props, trainerBlocks }
}

/** /admin/content/{kind}/new and /{id}: the item (null for a new one), who edits it, the relations' choices, the images. */
export function loadContentEditor(context: Context, kind: string, id: string | null) {
  const type = typeOf(kind)
  const layout = editorLayout(type)
  // An image value, or a gallery (a relation to images: products, online courses).
  const hasImage = layout.values.some(([, field]) => field.kind === 'image') || layout.relations.some(([, target]) => target === 'images')
  const hasFile = layout.values.some(([, field]) => field.kind === 'file')
  return deskLoad(context, async (staff) => {
    const me = staff.staffMe({})
    // The media library is the managers' (null for an editor, who keeps the image chosen and is not sent to ask): only
    // the libraries wait for who the user is; the item, its parts and the relations' choices load beside them.
    const library = me.then((who) => changesBeyondTexts(who.roles))
    const [{ roles }, item, options, images, files, parts] = await Promise.all([
      me,
      id === null ? null : staff.contentItem({ params: { kind: type, id } }),
      Promise.all(layout.relations.map(async ([name, target]) => [name, await optionsOf(context, staff, target)] as const)),
      !hasImage ? [] : library.then((may) => (may ? staff.imageLibrary({ query: { limit: 48 } }).then((list): UploadedImage[] | null => list.rows, () => null) : null)),
      !hasFile ? [] : library.then((may) => (may ? staff.fileLibrary({ query: { limit: 48 } }).then((list): UploadedFile[] | null => list.rows, () => null) : null)),
      id === null ? null : itemPartsOf(staff, type, id),
    ])
    return { kind: type, item, now: Date.now(), roles, options: Object.fromEntries(options) as Record<string, RelationOption[]>, images, files, parts }
  })
}

export type ContentEditorData = Awaited<ReturnType<typeof loadContentEditor>>

/**
 * /admin/content/{kind}/preview/{id}: the item as last saved; for a trainer, also its page's data as visitors will see
 * it with its draft blocks (issue 42), the page's other sections as the site loads them.
 */
export function loadContentPreview(context: Context, kind: string, id: string, language: string | undefined) {
  const type = typeOf(kind)
  return deskLoad(context, async (staff) => {
    const [item, trainerPage] = await Promise.all([
      staff.contentItem({ params: { kind: type, id } }),
      type === 'trainers'
        ? loadTrainerPage(
            {
              // The API client is a proxy: its calls are named one by one.
              trainer: () => staff.trainerBlocksPreview({ params: { id }, query: { language: isLanguage(language) ? language : 'ru' } }),
              trainers: context.api.trainers,
              events: context.api.events,
              articles: context.api.articles,
              reviews: context.api.reviews,
            },
            id,
          )
        : null,
    ])
    return { item, trainerPage }
  })
}

export type { ContentListSearch }
