/** The editor's helpers (issue 42): the sanitised preview of rich text. Spread into STAFF_ENDPOINTS. */
import { post, types } from '../api-contract/endpoint'
import type { RichTextPreview } from '../content-editing'
import { CONTENT_EDITORS } from './content'

export const EDITOR_ENDPOINTS = {
  /** The HTML as the site would store and show it: the allow-list of BE-25 applied. */
  richTextPreview: post('/rich-text/preview', types<never, RichTextPreview, RichTextPreview>(), { status: 200, roles: CONTENT_EDITORS, maxBodyBytes: 512 * 1024 }),
}
