import { useRef, useState } from 'react'
import { useT } from '../../i18n/intl'
import { Field, fieldControlProps } from '../../components/forms/Field'
import { useDeskAction } from '../desk-action'
import type { StaffClient } from '../staff-client'
import { applyRichText, RICH_TEXT_COMMANDS, type RichTextCommand } from './rich-text-markup'

export interface RichTextFieldProps {
  id: string
  name: string
  label: string
  value: string
  error?: string | null | undefined
  staff: StaffClient
  onChange: (value: string) => void
}

/**
 * Rich text as HTML (issue 42, BE-25): a textarea with a toolbar for headings, bold, italic, links and lists, and a
 * preview of what the server keeps of it (its allow-list, POST /api/staff/rich-text/preview).
 */
export function RichTextField({ id, name, label, value, error, staff, onChange }: RichTextFieldProps) {
  const t = useT()
  const area = useRef<HTMLTextAreaElement>(null)
  const [shown, setShown] = useState<string | null>(null)
  const previewAction = useDeskAction(staff, (html: string) => staff.richTextPreview({ body: { html } }), (answer) => setShown(answer.html))
  const apply = (command: RichTextCommand) => {
    const control = area.current
    if (!control) return
    const href = command === 'link' ? window.prompt(t('admin.rich_text.link_prompt'), 'https://') : ''
    if (href === null) return
    const next = applyRichText(control.value, control.selectionStart, control.selectionEnd, command, href)
    onChange(next.text)
    requestAnimationFrame(() => {
      control.focus()
      control.setSelectionRange(next.start, next.end)
    })
  }
  return (
    <Field id={id} label={label} error={error} className="desk-rich-text">
      <div className="desk-rich-text__toolbar" role="toolbar" aria-label={t('admin.rich_text.toolbar')} aria-controls={id}>
        {RICH_TEXT_COMMANDS.map((command) => (
          <button key={command} type="button" className="button button--ghost" onClick={() => apply(command)}>
            {t(`admin.rich_text.${command}`)}
          </button>
        ))}
        <button type="button" className="button button--outline" disabled={previewAction.busy} onClick={() => previewAction.run(value)}>
          {t('admin.rich_text.preview')}
        </button>
      </div>
      <textarea ref={area} {...fieldControlProps(id, error)} className="field__control" name={name} rows={8} value={value} onChange={(event) => onChange(event.target.value)} />
      {shown !== null ? (
        <section className="desk-rich-text__preview" aria-label={t('admin.rich_text.preview')}>
          {/* The server's sanitised answer (BE-25), exactly as the site shows it. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: shown }} />
        </section>
      ) : null}
    </Field>
  )
}
