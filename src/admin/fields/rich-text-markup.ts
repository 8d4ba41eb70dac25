/** The rich-text toolbar's edits (issue 42): each wraps the selection of a text in the HTML the allow-list keeps. */

export type RichTextCommand = 'bold' | 'italic' | 'link' | 'list' | 'heading'

export const RICH_TEXT_COMMANDS: readonly RichTextCommand[] = ['heading', 'bold', 'italic', 'link', 'list']

/** The text with the selection [start, end) marked up by `command`, and where the selection is after it. */
export function applyRichText(text: string, start: number, end: number, command: RichTextCommand, href = ''): { text: string; start: number; end: number } {
  const selected = text.slice(start, end)
  const safeHref = href.replace(/"/g, '%22')
  const [open, inner, close] =
    command === 'bold'
      ? ['<strong>', selected, '</strong>']
      : command === 'italic'
        ? ['<em>', selected, '</em>']
        : command === 'link'
          ? [`<a href="${safeHref}">`, selected, '</a>']
          : command === 'heading'
            ? ['<h2>', selected, '</h2>']
            : ['<ul>\n', (selected || '').split('\n').map((line) => `<li>${line}</li>`).join('\n'), '\n</ul>']
  return { text: text.slice(0, start) + open + inner + close + text.slice(end), start: start + open.length, end: start + open.length + inner.length }
}
