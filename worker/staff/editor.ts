/** The editor's helpers (issue 42): rich text as the server stores it, through the allow-list of BE-25. */
import typia from 'typia'
import type { RichTextPreview } from '../../src/model/content-editing'
import { EDITOR_ENDPOINTS } from '../../src/model/staff-contract/editor'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { sanitizeRichText } from '../lib/sanitize'

export const staffEditorRoutes = {
  richTextPreview: route(EDITOR_ENDPOINTS.richTextPreview, { body: typia.createValidateEquals<RichTextPreview>() }, async (_c, { body }) => {
    return { html: sanitizeRichText(body.html) }
  }, [privateAnswer]),
}
