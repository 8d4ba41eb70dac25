import { useRouter } from '@tanstack/react-router'
import { DateTime } from '../components/DateTime'
import { useRef, useState, type FormEvent } from 'react'
import { useIntl, useT } from '../i18n/intl'
import { isLanguage, LANGUAGES, type Language } from '../model/languages'
import { STAFF_ROLES, type StaffRole } from '../model/staff'
import type { StaffMember, StaffMembers } from '../model/staff-members'
import { DeskActionStatus, useDeskAction } from './desk-action'
import { DeskConfirm } from './DeskConfirm'
import type { StaffClient } from './staff-client'
import './admin.css'

/**
 * /admin/staff (issue 41.1; admins): who holds which roles with which second factors, invitations, role changes, each
 * member's mail language and removals.
 */
export function StaffPage({ staff, members }: { staff: StaffClient; members: StaffMembers }) {
  const t = useT()
  // Where the focus goes once a member is removed (their card, with the button, is gone).
  const listTitle = useRef<HTMLHeadingElement>(null)
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.staff.title')}</h1>
      <InviteForm staff={staff} />
      <h2 ref={listTitle} tabIndex={-1}>
        {t('admin.staff.list_title', { count: members.rows.length })}
      </h2>
      <ul className="admin-queue">
        {members.rows.map((member) => (
          <li key={member.id}>
            <MemberCard staff={staff} member={member} onRemoved={() => listTitle.current?.focus()} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Checkboxes of every role, named `name`. */
function RoleChoice({ legend, name, chosen, onChange }: { legend: string; name: string; chosen: readonly StaffRole[]; onChange: (roles: StaffRole[]) => void }) {
  const t = useT()
  return (
    <fieldset className="admin-roles">
      <legend className="field__label">{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="checkbox-field__row">
          <input
            className="checkbox-field__input"
            type="checkbox"
            name={name}
            value={role}
            checked={chosen.includes(role)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, role] : chosen.filter((held) => held !== role))}
          />
          <span className="checkbox-field__label">{t(`admin.roles.${role}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}

function InviteForm({ staff }: { staff: StaffClient }) {
  const t = useT()
  const locale = useIntl().locale
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [roles, setRoles] = useState<StaffRole[]>(['moderator'])
  const [sent, setSent] = useState<string | null>(null)
  const invite = useDeskAction(
    staff,
    (body: { email: string; roles: StaffRole[] }) => staff.inviteStaff({ body: { ...body, language: isLanguage(locale) ? locale : 'ru' } }),
    async (member) => {
      setSent(member.email)
      setEmail('')
      await router.invalidate()
    },
  )
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSent(null)
    invite.run({ email, roles })
  }
  const emailError = invite.fields?.email?.[0]
  return (
    <form className="admin-review" onSubmit={submit} aria-labelledby="staff-invite-title" noValidate>
      <h2 className="admin-review__author" id="staff-invite-title">
        {t('admin.staff.invite_title')}
      </h2>
      <label className="field">
        <span className="field__label">{t('admin.sign_in.email')}</span>
        <input
          className="field__control"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'staff-invite-email-error' : undefined}
        />
        {emailError ? (
          <span className="field__error" id="staff-invite-email-error">
            {t(emailError)}
          </span>
        ) : null}
      </label>
      <RoleChoice legend={t('admin.staff.roles')} name="roles" chosen={roles} onChange={setRoles} />
      {/* The e-mail's error stands by its field; `sent` shows only once an invite is done, never beside the prompt. */}
      <DeskActionStatus action={invite} error={emailError ? null : invite.error} />
      {sent ? <p role="status">{t('admin.staff.invited', { email: sent })}</p> : null}
      <div className="admin-actions">
        <button className="button button--primary" type="submit" disabled={invite.busy || roles.length === 0}>
          {t('admin.staff.invite')}
        </button>
      </div>
    </form>
  )
}

type Change = { kind: 'roles'; roles: StaffRole[] } | { kind: 'language'; language: Language } | { kind: 'remove' }

function applyChange(staff: StaffClient, params: { id: string }, input: Change): Promise<unknown> {
  switch (input.kind) {
    case 'roles':
      return staff.setStaffRoles({ params, body: { roles: input.roles } })
    case 'language':
      return staff.setStaffLanguage({ params, body: { language: input.language } })
    case 'remove':
      return staff.removeStaff({ params })
  }
}

function MemberCard({ staff, member, onRemoved }: { staff: StaffClient; member: StaffMember; onRemoved: () => void }) {
  const t = useT()
  const router = useRouter()
  const [roles, setRoles] = useState<StaffRole[]>(member.roles)
  const [language, setLanguage] = useState<Language>(member.language)
  // Removing is asked first (DeskConfirm), naming the member; the server may then want the code as well.
  const [confirming, setConfirming] = useState(false)
  const params = { id: String(member.id) }
  // Every change is sensitive: the server may want the authenticator's code again, which the prompt asks for.
  // The list is read again before the buttons are free: a saved change shows as stored, and no read of it is still
  // in flight when the admin goes on (signing out with one in flight had it answered 404).
  const change = useDeskAction(staff, async (input: Change) => {
    const answer = await applyChange(staff, params, input)
    await router.invalidate()
    if (input.kind === 'remove') onRemoved()
    return answer
  })
  const titleId = `staff-${member.id}`
  const changed = roles.length > 0 && [...roles].sort().join() !== member.roles.join()
  return (
    <article className="admin-review" aria-labelledby={titleId}>
      <h3 className="admin-review__author" id={titleId}>
        {member.name ? `${member.name} · ` : ''}
        {member.email}
      </h3>
      <p className="admin-review__meta">
        {t(member.second_factor ? 'admin.staff.second_factor_on' : 'admin.staff.second_factor_off')} · {t('admin.staff.passkeys', { count: member.passkeys })} ·{' '}
        {member.last_sign_in ? (
          <>
            {t('admin.staff.last_sign_in')} <DateTime value={member.last_sign_in} format="event" />
          </>
        ) : (
          t('admin.staff.never_signed_in')
        )}
      </p>
      <RoleChoice legend={t('admin.staff.roles')} name={`roles-${member.id}`} chosen={roles} onChange={setRoles} />
      <label className="field">
        <span className="field__label">{t('admin.staff.mail_language')}</span>
        <select className="field__control" name={`language-${member.id}`} value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`admin.languages.${code}`)}
            </option>
          ))}
        </select>
      </label>
      {confirming ? null : <DeskActionStatus action={change} />}
      <div className="admin-review__actions">
        <button className="button button--primary" type="button" disabled={change.busy || !changed} onClick={() => change.run({ kind: 'roles', roles })}>
          {t('admin.staff.save_roles')}
        </button>
        <button
          className="button button--outline"
          type="button"
          disabled={change.busy || language === member.language}
          onClick={() => change.run({ kind: 'language', language })}
        >
          {t('admin.staff.save_language')}
        </button>
        <button className="button button--outline" type="button" disabled={change.busy} onClick={() => setConfirming(true)}>
          {t('admin.staff.remove')}
        </button>
      </div>
      {confirming ? (
        <DeskConfirm
          id={`${titleId}-remove`}
          question={t('admin.staff.confirm_remove', { email: member.email })}
          confirmLabel={t('admin.staff.remove')}
          error={change.error ? t(change.error) : null}
          busy={change.busy}
          prompt={change.prompt}
          onConfirm={() => change.run({ kind: 'remove' })}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </article>
  )
}
