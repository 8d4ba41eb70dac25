import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { testUserMachine } from '../../../machines/test-user.machine'
import { LocalizedLink } from '../../components/layout/LocalizedLink'
import { ConfirmDialog } from '../../components/modal/ConfirmDialog'
import { useAppMachine } from '../../components/use-app-machine'
import { useT } from '../../i18n/intl'
import { TEST_USER_FLAG_VALUE, TEST_USER_STORAGE_KEY, testUserCookie } from '../../model/test-user'
import { pageHead } from '../../seo/route-head'

/** The machine with the browser's local storage (ROLE-03: the flag `isTestUser` set to on) and its cookie (OQ-26). */
const browserTestUser = testUserMachine.provide({
  actors: {
    storeTestUser: fromPromise(async () => {
      window.localStorage.setItem(TEST_USER_STORAGE_KEY, TEST_USER_FLAG_VALUE)
      document.cookie = testUserCookie()
    }),
  },
})

/**
 * `/_test` (TEST-01, TEST-02, OQ-26): never linked, not indexed. Asks 'Вы уверены, что хотите стать тестовым
 * пользователем?' in a dialog; confirming stores `isTestUser` in local storage and as a cookie (the server lists the
 * test-only methods to a tester's browser), cancelling stores nothing.
 */
export const Route = createFileRoute('/{-$lang}/_test')({
  head: (ctx) => pageHead(ctx, { title: ctx.match.context.intl.formatMessage({ id: 'test_user.seo.title' }), noindex: true }),
  component: TestUserPage,
})

function TestUserPage() {
  const t = useT()
  const [snapshot, send] = useAppMachine(browserTestUser)
  const resultRef = useRef<HTMLDivElement>(null)
  const state = String(snapshot.value)
  const answered = snapshot.matches('testUser') || snapshot.matches('cancelled') || snapshot.matches('failed')

  // The question is asked once the page can answer it (after hydration).
  useEffect(() => send({ type: 'ask' }), [send])
  // After the dialog closes, focus goes to the outcome so that it is read out.
  useEffect(() => {
    if (answered) resultRef.current?.focus()
  }, [answered, state])

  return (
    <section className="content-page test-page" aria-labelledby="test-page-title">
      <h1 id="test-page-title">{t('test_user.title')}</h1>
      <p>{t('test_user.intro')}</p>
      <noscript>
        <p>{t('test_user.needs_js')}</p>
      </noscript>

      <div ref={resultRef} tabIndex={-1} className="test-page__result">
        {snapshot.matches('storing') && <p role="status">{t('test_user.storing')}</p>}
        {snapshot.matches('testUser') && (
          <p role="status">
            {t('test_user.done')}
          </p>
        )}
        {snapshot.matches('cancelled') && (
          <>
            <p role="status">
              {t('test_user.cancelled')}
            </p>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'ask' })}>
              {t('test_user.ask_again')}
            </button>
          </>
        )}
        {snapshot.matches('failed') && (
          <>
            <p role="alert">
              {t('test_user.failed')}
            </p>
            <button type="button" className="button button--primary" onClick={() => send({ type: 'retry' })}>
              {t('test_user.retry')}
            </button>
          </>
        )}
      </div>

      <p>
        <LocalizedLink to="/" className="button button--outline">
          {t('test_user.home')}
        </LocalizedLink>
      </p>

      <ConfirmDialog
        open={snapshot.matches('asking')}
        question={t('test_user.confirm.question')}
        description={t('test_user.intro')}
        confirmLabel={t('test_user.confirm.yes')}
        cancelLabel={t('test_user.confirm.no')}
        onConfirm={() => send({ type: 'confirm' })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </section>
  )
}
