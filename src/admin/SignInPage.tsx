import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { staffSignInMachine } from '../../machines/staff-sign-in.machine'
import { useT } from '../i18n/intl'
import { languagePrefix, type Language } from '../model/languages'
import { confirmWithPasskey } from './passkey-ceremony'
import type { StaffClient } from './staff-client'
import './admin.css'

const SIGN_IN_ERRORS = new Set(['invalid_credentials', 'invalid_code', 'rate_limited', 'invalid_passkey', 'passkey_cancelled', 'no_passkey'])

/** /admin/sign-in (issue 41): the password, then the authenticator's code, or its enrolment. */
export function SignInPage({ staff, language }: { staff: StaffClient; language: Language }) {
  const t = useT()
  const navigate = useNavigate()
  const [snapshot, send] = useMachine(
    staffSignInMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) => staff.staffSignIn({ body: input })),
        secondFactor: fromPromise(({ input }) => staff.staffSecondFactor({ body: input })),
        loadEnrolment: fromPromise(() => staff.staffEnrolment()),
        enrol: fromPromise(({ input }) => staff.staffEnrol({ body: input })),
        passkey: fromPromise(() => confirmWithPasskey(staff)),
      },
      // A new document: the desk's menu (the layout's loader) reads the new staff session.
      actions: { onSignedIn: () => void navigate({ href: `${languagePrefix(language)}/admin`, reloadDocument: true }) },
    }),
  )
  const [code, setCode] = useState('')
  const { error, enrolment, recoveryCodes } = snapshot.context
  const busy = ['checkingPassword', 'checkingCode', 'checkingPasskey', 'loadingEnrolment', 'enrolCode'].some((state) => snapshot.matches(state as 'code'))
  const errorText = error ? t(SIGN_IN_ERRORS.has(error) ? `admin.errors.${error}` : 'admin.errors.other') : null
  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({ type: 'submitPassword', email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
  }
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'submitCode', code })
    setCode('')
  }
  const error_ = errorText ? (
    <p className="field__error admin-form__error" role="alert">
      {errorText}
    </p>
  ) : null
  const codeForm = (label: string, passkey = false) => (
    <form className="admin-form" onSubmit={submitCode}>
      <label className="field">
        <span className="field__label">{label}</span>
        <input className="field__control" name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
      </label>
      {error_}
      <div className="admin-actions">
        <button className="button button--primary" type="submit" disabled={busy}>
          {t('admin.sign_in.confirm')}
        </button>
        {passkey ? (
          <button className="button button--outline" type="button" disabled={busy} onClick={() => send({ type: 'usePasskey' })}>
            {t('admin.sign_in.use_passkey')}
          </button>
        ) : null}
      </div>
    </form>
  )
  return (
    <div className="admin-page container container--narrow">
      <h1 className="admin-page__title">{t('admin.sign_in.title')}</h1>
      {snapshot.matches('password') || snapshot.matches('checkingPassword') ? (
        <form className="admin-form" onSubmit={submitPassword}>
          <label className="field">
            <span className="field__label">{t('admin.sign_in.email')}</span>
            <input className="field__control" name="email" type="email" autoComplete="username" required />
          </label>
          <label className="field">
            <span className="field__label">{t('admin.sign_in.password')}</span>
            <input className="field__control" name="password" type="password" autoComplete="current-password" required />
          </label>
          {error_}
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('admin.sign_in.submit')}
          </button>
        </form>
      ) : null}
      {snapshot.matches('code') || snapshot.matches('checkingCode') || snapshot.matches('checkingPasskey') ? codeForm(t('admin.sign_in.code'), snapshot.context.passkey) : null}
      {(snapshot.matches('enrolling') || snapshot.matches('enrolCode')) && enrolment ? (
        <section className="admin-enrol" aria-labelledby="admin-enrol-title">
          <h2 id="admin-enrol-title">{t('admin.enrol.title')}</h2>
          <p>{t('admin.enrol.scan')}</p>
          <img className="admin-enrol__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`} alt={t('admin.enrol.qr_alt')} width={240} height={240} />
          <p>
            {t('admin.enrol.secret')} <code className="admin-enrol__secret">{enrolment.secret}</code>
          </p>
          {codeForm(t('admin.enrol.code'))}
        </section>
      ) : null}
      {snapshot.matches('recoveryCodes') ? (
        <section className="admin-enrol" aria-labelledby="admin-recovery-title">
          <h2 id="admin-recovery-title">{t('admin.enrol.recovery_title')}</h2>
          <p>{t('admin.enrol.recovery_text')}</p>
          <ul className="admin-enrol__codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <button className="button button--primary" type="button" onClick={() => send({ type: 'continue' })}>
            {t('admin.enrol.continue')}
          </button>
        </section>
      ) : null}
    </div>
  )
}
