import { useState } from 'react'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useT } from '../i18n/intl'
import { deskSectionsFor, type StaffMe } from '../model/staff'
import { REVIEW_MAIL_CHOICES, type ReviewMailChoice, type StaffNotifications } from '../model/staff-members'
import { useDeskAction } from './desk-action'
import type { StaffClient } from './staff-client'
import './admin.css'

/** /admin (issue 41): where a staff member lands after signing in, with the parts of the desk their roles open. */
export function DeskHomePage({ me, notifications, staff }: { me: StaffMe; notifications: StaffNotifications | null; staff: StaffClient }) {
  const t = useT()
  return (
    <div className="admin-page container">
      <h1 className="admin-page__title">{t('admin.home.title')}</h1>
      <p>{t('admin.home.roles', { roles: me.roles.map((role) => t(`admin.roles.${role}`)).join(', ') })}</p>
      <ul className="admin-sections">
        {deskSectionsFor(me.roles).map((section) => (
          <li key={section.path}>
            <LocalizedLink className="admin-sections__link" to={section.path}>
              {t(section.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {notifications ? <ReviewMailSetting staff={staff} current={notifications.review_mail} /> : null}
    </div>
  )
}

/** A moderator's choice of when they hear of waiting reviews (issue 41.2): a daily digest, at once, or never. */
function ReviewMailSetting({ staff, current }: { staff: StaffClient; current: ReviewMailChoice }) {
  const t = useT()
  const [saved, setSaved] = useState(current)
  const save = useDeskAction(staff, (review_mail: ReviewMailChoice) => staff.setStaffNotifications({ body: { review_mail } }), (answer) => setSaved(answer.review_mail))
  return (
    <section className="admin-review" aria-labelledby="review-mail-title">
      <h2 className="admin-review__author" id="review-mail-title">
        {t('admin.notifications.title')}
      </h2>
      <fieldset className="admin-roles">
        <legend className="field__label">{t('admin.notifications.review_mail')}</legend>
        {REVIEW_MAIL_CHOICES.map((choice) => (
          <label key={choice} className="checkbox-field__row">
            <input
              className="checkbox-field__input"
              type="radio"
              name="review_mail"
              value={choice}
              checked={saved === choice}
              disabled={save.busy}
              onChange={() => save.run(choice)}
            />
            <span className="checkbox-field__label">{t(`admin.notifications.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {save.error ? (
        <p className="field__error" role="alert">
          {t(save.error)}
        </p>
      ) : null}
    </section>
  )
}
