import { useMachine } from '@xstate/react'
import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { useFocusFirstInvalid } from '../components/forms/focus-invalid'
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
 * Where the keyboard focus goes back once an action is over: the control that ran it (read when it ran), or when that
 * control is gone (a lead's status button after the status changed), the action's status message (DeskActionStatus).
 * A DOM matter, kept outside React's render.
 */
class FocusKeeper {
  private origin: HTMLElement | null = null
  constructor(private readonly statusId: string) {}
  /** The control that runs the action (the focused element), when it runs. */
  remember(): void {
    const active = document.activeElement
    this.origin = active instanceof HTMLElement && active !== document.body ? active : null
  }
  /** Whether the control that ran the action is no longer on the page. */
  gone(): boolean {
    return this.origin !== null && !this.origin.isConnected
  }
  /** A focus left on the body (its control vanished or was disabled under it) goes back, or to the status. */
  restore(): void {
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    if (this.origin?.isConnected && !this.origin.matches(':disabled')) this.origin.focus()
    else document.getElementById(this.statusId)?.focus()
  }
}

/**
 * One desk action run by deskActionMachine (issue 41): `run(input)` calls `action`; a sensitive action the server
 * wants confirmed shows `prompt` (the authenticator's code) and runs again once it is; `onDone` gets the answer.
 * `action` and `onDone` are taken once, when the component mounts: what changes (a typed reason) goes in `run`'s input.
 * The keyboard focus is kept: once the action is over (done and the page read again, failed, or the code prompt
 * cancelled), a focus left on the body goes back to the control that ran it, or, when that control is gone, to the
 * action's status (DeskActionStatus: its error, or "done", shown then).
 */
export function useDeskAction<Input, Output>(staff: StaffClient, action: (input: Input) => Promise<Output>, onDone?: (output: Output) => unknown) {
  const passkey = useContext(DeskPasskeyContext)
  const statusId = useId()
  const [focus] = useState(() => new FocusKeeper(statusId))
  // `settled` counts the actions over (the focus is restored after each one's render); `vanished`: the last one is
  // done and its control gone, so the status says "done" (and takes the focus).
  const [over, setOver] = useState({ settled: 0, vanished: false })
  const settle = (vanished = false) => setOver(({ settled }) => ({ settled: settled + 1, vanished }))
  const [snapshot, send] = useMachine(
    deskActionMachine.provide({
      actors: {
        action: fromPromise(({ input }) => action(input as Input)),
        secondFactor: fromPromise(({ input }) => staff.staffSecondFactor({ body: input })),
        passkey: fromPromise(() => confirmWithPasskey(staff)),
      },
      actions: {
        onDone: (_, output) => void Promise.resolve(onDone?.(output as Output)).finally(() => settle(focus.gone())),
      },
    }),
  )
  const confirming = snapshot.matches('confirming') || snapshot.matches('confirmingPasskey')
  const asking = snapshot.matches('askingCode') || confirming
  const failed = snapshot.matches('failed')
  useEffect(() => {
    if (over.settled > 0 || failed) focus.restore()
  }, [focus, over.settled, failed])
  // After the focus is kept above: a save refused with field errors moves it on to the first invalid field.
  const refused = failed && Object.keys(snapshot.context.fields).length > 0
  const armFocus = useFocusFirstInvalid(refused ? 'refused' : snapshot.matches('idle') || failed ? 'settled' : 'pending')
  return {
    /** Runs the action; refused with field errors, the focus goes to the first invalid control of `from`'s form (or of `from`). */
    run: (input: Input, from?: Element | null) => {
      if (snapshot.can({ type: 'run', input })) armFocus(from)
      focus.remember()
      setOver(({ settled }) => ({ settled, vanished: false }))
      send({ type: 'run', input })
    },
    /** Forgets a refusal (its error and field errors), as Cancel does. */
    dismiss: () => send({ type: 'cancel' }),
    busy: snapshot.matches('running') || confirming,
    failed,
    error: asking ? null : deskErrorKey(snapshot.context.error),
    fields: snapshot.context.fields,
    /** The action is done and the control that ran it is gone: DeskActionStatus says so. */
    done: over.vanished && snapshot.matches('idle'),
    /** The id of DeskActionStatus's message (the error, or "done"), which takes the focus when its control is gone. */
    statusId,
    prompt: asking ? (
      <SecondFactorPrompt
        busy={confirming}
        error={deskErrorKey(snapshot.context.error)}
        onSubmit={(code) => send({ type: 'submitCode', code })}
        onPasskey={passkey ? () => send({ type: 'usePasskey' }) : null}
        onCancel={() => {
          send({ type: 'cancel' })
          settle()
        }}
      />
    ) : null,
  }
}

/**
 * What an action says where it was run: its error (an alert; `error` names another, or null for none, where the page
 * words it otherwise) and the code prompt when the server asks for one; `children` stand where the prompt would be
 * while it is not asked (a page whose buttons the prompt replaces).
 */
export function DeskActionStatus({
  action,
  error = action.error,
  children,
}: {
  action: { error: string | null; prompt: ReactNode; done?: boolean; statusId?: string }
  error?: string | null
  children?: ReactNode
}) {
  const t = useT()
  return (
    <>
      {error ? (
        <p id={action.statusId} className="field__error" role="alert" tabIndex={-1}>
          {t(error)}
        </p>
      ) : action.done ? (
        <p id={action.statusId} className="desk-action__done" role="status" tabIndex={-1}>
          {t('admin.action.done')}
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
  // The field has the focus when the prompt opens and again after a wrong code (its button was disabled meanwhile).
  useEffect(() => input.current?.focus(), [error])
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
