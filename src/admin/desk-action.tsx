import { useMachine } from '@xstate/react'
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { deskActionMachine } from '../../machines/desk-action.machine'
import { useT } from '../i18n/intl'
import { confirmWithPasskey } from './passkey-ceremony'
import type { StaffClient } from './staff-client'

/** Whether the signed-in staff member has a passkey (the desk's layout knows): the re-ask then offers it beside the code. */
export const DeskPasskeyContext = createContext(false)

const KNOWN_ERRORS = new Set(['invalid_code', 'invalid_passkey', 'passkey_cancelled', 'no_passkey', 'too_many_passkeys', 'rate_limited', 'already_moderated', 'not_found', 'invalid_input', 'conflict', 'last_admin', 'remove_self', 'own_admin_role', 'lead_changed', 'staff_member', 'in_use', 'stale_version', 'field_has_answers', 'no_draft', 'not_scheduled'])

/** The plain message of a desk error's code (admin.errors.*); anything unexpected reads "try again". */
export function deskErrorKey(code: string | null): string | null {
  if (!code) return null
  return KNOWN_ERRORS.has(code) ? `admin.errors.${code}` : 'admin.errors.other'
}

/**
 * One desk action run by deskActionMachine (issue 41): `run(input)` calls `action`; a sensitive action the server
 * wants confirmed shows `prompt` (the authenticator's code) and runs again once it is; `onDone` gets the answer.
 * `action` and `onDone` are taken once, when the component mounts: what changes (a typed reason) goes in `run`'s input.
 */
export function useDeskAction<Input, Output>(staff: StaffClient, action: (input: Input) => Promise<Output>, onDone?: (output: Output) => unknown) {
  const passkey = useContext(DeskPasskeyContext)
  const [snapshot, send] = useMachine(
    deskActionMachine.provide({
      actors: {
        action: fromPromise(({ input }) => action(input as Input)),
        secondFactor: fromPromise(({ input }) => staff.staffSecondFactor({ body: input })),
        passkey: fromPromise(() => confirmWithPasskey(staff)),
      },
      actions: { onDone: (_, output) => void onDone?.(output as Output) },
    }),
  )
  const confirming = snapshot.matches('confirming') || snapshot.matches('confirmingPasskey')
  const asking = snapshot.matches('askingCode') || confirming
  return {
    run: (input: Input) => send({ type: 'run', input }),
    busy: snapshot.matches('running') || confirming,
    failed: snapshot.matches('failed'),
    error: asking ? null : deskErrorKey(snapshot.context.error),
    fields: snapshot.context.fields,
    prompt: asking ? (
      <SecondFactorPrompt
        busy={confirming}
        error={deskErrorKey(snapshot.context.error)}
        onSubmit={(code) => send({ type: 'submitCode', code })}
        onPasskey={passkey ? () => send({ type: 'usePasskey' }) : null}
        onCancel={() => send({ type: 'cancel' })}
      />
    ) : null,
  }
}

/**
 * What an action says where it was run: its error (an alert; `error` names another, or null for none, where the page
 * words it otherwise) and the code prompt when the server asks for one; `children` stand where the prompt would be
 * while it is not asked (a page whose buttons the prompt replaces).
 */
export function DeskActionStatus({ action, error = action.error, children }: { action: { error: string | null; prompt: ReactNode }; error?: string | null; children?: ReactNode }) {
  const t = useT()
  return (
    <>
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {action.prompt ?? children}
    </>
  )
}

/** Asks for a code of the authenticator, or a passkey, before a sensitive action (roles, erasing personal data, marking paid). */
function SecondFactorPrompt({ busy, error, onSubmit, onPasskey, onCancel }: { busy: boolean; error: string | null; onSubmit: (code: string) => void; onPasskey: (() => void) | null; onCancel: () => void }) {
  const t = useT()
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit(code.trim())
    setCode('')
  }
  return (
    <form className="admin-reauth" onSubmit={submit} aria-label={t('admin.reauth.title')}>
      <p className="admin-reauth__text">{t('admin.reauth.text')}</p>
      <label className="field">
        <span className="field__label">{t('admin.sign_in.code')}</span>
        <input
          ref={input}
          className="field__control"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="admin-actions">
        <button className="button button--primary" type="submit" disabled={busy}>
          {t('admin.sign_in.confirm')}
        </button>
        {onPasskey ? (
          <button className="button button--outline" type="button" disabled={busy} onClick={onPasskey}>
            {t('admin.sign_in.use_passkey')}
          </button>
        ) : null}
        <button className="button button--ghost" type="button" onClick={onCancel}>
          {t('admin.reviews.cancel')}
        </button>
      </div>
    </form>
  )
}

/** What useDeskAction gives a page: run, busy, the errors and the code prompt. */
export type DeskAction<Input> = ReturnType<typeof useDeskAction<Input, unknown>>
