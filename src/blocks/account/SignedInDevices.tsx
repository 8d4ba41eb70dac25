import { useState } from 'react'
import type { ApiClient } from '../../api/client'
import { useToast } from '../../components/app-providers'
import { DateTime } from '../../components/DateTime'
import { ConfirmDialog } from '../../components/modal/ConfirmDialog'
import { useLazyMachine } from '../../components/use-lazy-machine'
import { useT } from '../../i18n/intl'
import type { AccountSession } from '../../model/entities/users'
import { AccountBlock } from './AccountBlock'

/** A session's device as the list names it: "Chrome on Windows", or what of it the user agent says. */
function useDeviceName() {
  const t = useT()
  return ({ browser, os }: AccountSession) =>
    browser || os
      ? t('account.devices.device', { browser: browser ?? t('account.devices.unknown_browser'), os: os ?? t('account.devices.unknown_os') })
      : t('account.devices.unknown')
}

/**
 * Issue 39.6 (ASVS V7.4): the account's signed-in devices, this one marked, each other with "sign out", and "sign out
 * everywhere else" after a confirmation; the list is the server's answer after each.
 */
export function SignedInDevices({ api, rows }: { api: ApiClient; rows: AccountSession[] }) {
  const t = useT()
  const toast = useToast()
  const deviceName = useDeviceName()
  const [load] = useState(() => async () => {
    const { accountSessionsMachine } = await import('../../../machines/account-sessions.machine')
    const { endSessionActor, endOtherSessionsActor } = await import('./profile-senders')
    return accountSessionsMachine.provide({
      actors: { endSession: endSessionActor(api), endOthers: endOtherSessionsActor(api) },
      actions: {
        onEnded: () => toast('success', t('account.devices.ended')),
        onEndedOthers: () => toast('success', t('account.devices.ended_others')),
        onFailure: () => toast('error', t('errors.internal_short')),
      },
    })
  })
  const { snapshot, send } = useLazyMachine(load, { input: { rows } })
  const shown = snapshot?.context.rows ?? rows
  const ending = snapshot?.context.ending ?? null
  const others = shown.filter((row) => !row.current).length
  return (
    <AccountBlock id="account-devices-title" title={t('account.devices.title')} className="account-devices">
      <p>{t(others > 0 ? 'account.devices.text' : 'account.devices.only_this')}</p>
      <ul className="account-devices__list">
        {shown.map((row) => (
          <li key={row.id} className="account-device">
            <p className="account-device__name" id={`account-device-${row.id}`}>
              {deviceName(row)}
              {row.current ? <span className="account-device__current"> · {t('account.devices.current')}</span> : null}
            </p>
            <p className="account-device__times">
              {t('account.devices.signed_in')} <DateTime value={row.signed_in_at} format="event" />
              <br />
              {t('account.devices.last_seen')} <DateTime value={row.last_seen_at} format="event" />
            </p>
            {row.current ? null : (
              <button
                type="button"
                className="button button--outline account-device__sign-out"
                aria-disabled={ending !== null}
                aria-describedby={`account-device-${row.id}`}
                onClick={() => send({ type: 'end', id: row.id })}
              >
                {t(ending === row.id ? 'account.devices.signing_out' : 'account.devices.sign_out')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className="button button--outline" aria-disabled={ending !== null} onClick={() => send({ type: 'endOthers' })}>
          {t(ending === 'others' ? 'account.devices.signing_out' : 'account.devices.sign_out_others')}
        </button>
      ) : null}
      <ConfirmDialog
        open={snapshot?.matches('confirming') ?? false}
        question={t('account.devices.confirm_others')}
        description={t('account.devices.confirm_others_text')}
        confirmLabel={t('account.devices.sign_out_others')}
        cancelLabel={t('account.devices.cancel')}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AccountBlock>
  )
}
