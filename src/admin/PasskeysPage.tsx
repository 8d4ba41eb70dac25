import { useRouter } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/intl'
import type { StaffPasskey } from '../model/staff-passkeys'
import { DeskActionStatus, useDeskAction } from './desk-action'
import { registerPasskey } from './passkey-ceremony'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin/security (issue 41): the staff member's passkeys, a second factor beside the authenticator's code. */
export function PasskeysPage({ staff, passkeys }: { staff: StaffClient; passkeys: StaffPasskey[] }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.passkeys.title')}</h1>
      <p>{t('admin.passkeys.text')}</p>
      {passkeys.length === 0 ? <p>{t('admin.passkeys.none')}</p> : null}
      <ul className="admin-passkeys">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <PasskeyCard staff={staff} passkey={passkey} />
          </li>
        ))}
      </ul>
      <AddPasskey staff={staff} />
    </div>
  )
}

function PasskeyCard({ staff, passkey }: { staff: StaffClient; passkey: StaffPasskey }) {
  const t = useT()
  const router = useRouter()
  // Sensitive: the server may want the second factor again, which the prompt asks for.
  const remove = useDeskAction(staff, () => staff.removePasskey({ params: { id: passkey.id } }), () => router.invalidate())
  const titleId = `passkey-${passkey.id}`
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <h2 className="admin-review__author" id={titleId}>
        {passkey.name}
      </h2>
      <p className="admin-review__meta">
        {t('admin.passkeys.added')} <DateTime value={passkey.created_at} format="event" /> ·{' '}
        {passkey.last_used_at ? (
          <>
            {t('admin.passkeys.last_used')} <DateTime value={passkey.last_used_at} format="event" />
          </>
        ) : (
          t('admin.passkeys.never_used')
        )}
      </p>
      <DeskActionStatus action={remove} />
      <div className="admin-review__actions">
        <button className="button button--outline" type="button" disabled={remove.busy} onClick={() => remove.run(undefined)} aria-label={t('admin.passkeys.remove_label', { name: passkey.name })}>
          {t('admin.passkeys.remove')}
        </button>
      </div>
    </article>
  )
}

function AddPasskey({ staff }: { staff: StaffClient }) {
  const t = useT()
  const router = useRouter()
  const [name, setName] = useState('')
  const add = useDeskAction(staff, (input: string) => registerPasskey(staff, input), () => {
    setName('')
    return router.invalidate()
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    add.run(name.trim())
  }
  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby="passkey-add-title">
      <h2 className="admin-review__author" id="passkey-add-title">
        {t('admin.passkeys.add')}
      </h2>
      <label className="field">
        <span className="field__label">{t('admin.passkeys.name')}</span>
        <input className="field__control" name="name" required maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <DeskActionStatus action={add} />
      <div className="admin-actions">
        <button className="button button--primary" type="submit" disabled={add.busy || !name.trim()}>
          {t('admin.passkeys.add')}
        </button>
      </div>
    </form>
  )
}
