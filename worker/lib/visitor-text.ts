/** A visitor's text (a review) as it is stored: escaped paragraphs, never markup of their own; and back to text. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes a visitor's text and keeps its paragraphs and line breaks: it is stored as text, never as markup. */
export function plainTextToHtml(text: string): string {
  const escape = (line: string) => line.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('')
}

const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/** The text of a stored body, for a moderator to read and correct: paragraphs and line breaks kept, tags dropped. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => UNESCAPES[entity]!)
    .trim()
}
