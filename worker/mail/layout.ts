/** The frame of every HTML mail: hono's `html` template escapes every value put into it. */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Language } from '../../src/model/languages'

export type MailHtml = HtmlEscapedString | Promise<HtmlEscapedString>

/** A whole HTML document around `content`, in `language`. */
export async function mailDocument(language: Language, title: string, content: MailHtml): Promise<string> {
  return String(
    await html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,sans-serif;color:#1d1d1f;line-height:1.5;max-width:600px;margin:0 auto;padding:24px">
${content}
</body></html>`,
  )
}
