/** The desk's content endpoints (issue 42, BE-04, BE-05, BE-25): every registered type (`{kind}`) by the same calls. */
import type { ListResponse } from '../api'
import { get, post, put, types } from '../api-contract/endpoint'
import type { ContentItem, ContentItemAnswer, ContentListQuery, ContentListRow, ContentPublishBody, ContentVersionBody, ContentWriteBody } from '../content-types'
import type { StaffOk } from '../staff'

/** Texts are the editor's; admin and manager edit everything. */
export const CONTENT_EDITORS = ['admin', 'manager', 'editor'] as const

/** Three languages of rich text fit. */
const CONTENT_BODY_BYTES = 1024 * 1024

export const CONTENT_ENDPOINTS = {
  contentList: get('/content/{kind}', types<ContentListQuery, ListResponse<ContentListRow>>(), { roles: CONTENT_EDITORS }),
  /** With previews of the images it refers to, for the editor's thumbnails (seeded images are not in the library). */
  contentItem: get('/content/{kind}/{id}', types<never, ContentItemAnswer>(), { roles: CONTENT_EDITORS }),
  /** A new item is a draft. */
  contentCreate: post('/content/{kind}', types<never, ContentItem, ContentWriteBody>(), { roles: CONTENT_EDITORS, maxBodyBytes: CONTENT_BODY_BYTES }),
  /** 409 when `version` is no longer the stored one (someone saved since). */
  contentUpdate: put('/content/{kind}/{id}', types<never, ContentItem, ContentWriteBody>(), { roles: CONTENT_EDITORS, maxBodyBytes: CONTENT_BODY_BYTES }),
  /** Published now, or scheduled with `publish_at` in the future. */
  contentPublish: post('/content/{kind}/{id}/publish', types<never, ContentItem, ContentPublishBody>(), { status: 200, roles: CONTENT_EDITORS }),
  contentUnpublish: post('/content/{kind}/{id}/unpublish', types<never, ContentItem, ContentVersionBody>(), { status: 200, roles: CONTENT_EDITORS }),
  /** 409 naming what points at the item (an event's orders, an article's related articles). */
  contentDelete: post('/content/{kind}/{id}/delete', types<never, StaffOk, ContentVersionBody>(), { status: 200, roles: CONTENT_EDITORS }),
}
