import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLocalizedPath } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { deskSectionsFor, type StaffMe } from '../model/staff'
import { DeskPasskeyContext, useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** Every desk page (issue 41): the parts this staff member may open, who is signed in, and signing out. */
export function DeskLayout({ staff, me }: { staff: StaffClient; me: StaffMe | null }) {
  return (
    <>
      {me ? <DeskMenu staff={staff} me={me} /> : null}
      <DeskPasskeyContext.Provider value={me?.passkey ?? false}>
        <Outlet />
      </DeskPasskeyContext.Provider>
    </>
  )
}

function DeskMenu({ staff, me }: { staff: StaffClient; me: StaffMe }) {
  const t = useT()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  // A new document after signing out: nothing of the desk stays in the router's memory.
  const signOut = useDeskAction(staff, () => staff.staffSignOut(), () => navigate({ to: localize('/admin/sign-in'), reloadDocument: true }))
  const links = useCurrentLinkInView()
  return (
    <div className="admin-bar">
      <nav className="admin-bar__nav container" aria-label={t('admin.nav.label')}>
        <LocalizedLink className="admin-bar__home" to="/admin" activeOptions={{ exact: true }}>
          {t('admin.nav.home')}
        </LocalizedLink>
        <ul className="admin-bar__links" ref={links}>
          {deskSectionsFor(me.roles).map((section) => (
            <li key={section.path}>
              <LocalizedLink className="admin-bar__link" to={section.path} activeProps={{ 'aria-current': 'page' }}>
                {t(section.label)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
        <div className="admin-bar__who">
          <LocalizedLink className="admin-bar__name" to="/admin/security" title={t('admin.nav.security')} activeProps={{ 'aria-current': 'page' }}>
            {me.name || me.email}
          </LocalizedLink>
          <button className="button button--ghost" type="button" onClick={() => signOut.run(undefined)} disabled={signOut.busy}>
            {t('admin.nav.sign_out')}
          </button>
          {signOut.error ? (
            <span className="field__error" role="alert">
              {t(signOut.error)}
            </span>
          ) : null}
        </div>
      </nav>
    </div>
  )
}

/**
 * Where the sections are one row that scrolls sideways (a phone, admin.css), the current section's link is brought
 * into the row's view, centred, on each page: the row alone scrolls, never the page.
 */
function useCurrentLinkInView() {
  const list = useRef<HTMLUListElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const row = list.current
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row || !current || row.scrollWidth <= row.clientWidth) return
    const rowBox = row.getBoundingClientRect()
    const linkBox = current.getBoundingClientRect()
    row.scrollLeft += linkBox.left - rowBox.left - (rowBox.width - linkBox.width) / 2
  }, [pathname])
  return list
}
