import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/intl'
import { DeskActionStatus, useDeskAction, type DeskAction } from './desk-action'
import type { StaffClient } from './staff-client'

/**
 * A whole record the desk edits in one form and saves over the version it loaded (issue 42: the site profile, a lead
 * form): the draft, the save (a stale one is the server's 409, shown by DeskSaveBar), the route's data loaded again
 * after it and the server's errors by body path. The page is keyed by the loaded version, so that a reload starts
 * from what is stored.
 */
export function useDeskDraft<Draft>(staff: StaffClient, loaded: Draft, store: (draft: Draft) => Promise<unknown>) {
  const router = useRouter()
  const [draft, setDraft] = useState<Draft>(loaded)
  const save = useDeskAction(staff, store, () => router.invalidate())
  return {
    draft,
    setDraft,
    save,
    errorOf: (path: string): string | null => save.fields[path]?.[0] ?? null,
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      save.run(draft, event.currentTarget)
    },
  }
}

/** What a refused save says above the button: a refusal the desk has no words for, with field errors, reads "check the fields". */
export function saveFailureKey(error: string | null, fields: Record<string, string[]>): string | null {
  return error === 'admin.errors.other' && Object.keys(fields).length > 0 ? 'admin.errors.invalid_input' : error
}

/**
 * The end of such a form: what went wrong (the fields name their own errors), the re-ask prompt, the save button, and
 * after a stale save (someone saved first) a button that loads what is stored now.
 */
export function DeskSaveBar<Draft>({ save, label }: { save: DeskAction<Draft>; label: string }) {
  const t = useT()
  const router = useRouter()
  return (
    <>
      <DeskActionStatus action={save} error={saveFailureKey(save.error, save.fields)} />
      <div className="admin-review__actions">
        <button className="button button--primary" type="submit" disabled={save.busy}>
          {label}
        </button>
        {save.error === 'admin.errors.stale_version' ? (
          <button type="button" className="button button--outline" onClick={() => void router.invalidate()}>
            {t('admin.content.conflict_reload')}
          </button>
        ) : null}
      </div>
    </>
  )
}
