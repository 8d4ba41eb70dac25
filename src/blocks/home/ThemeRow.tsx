import { Link } from '@tanstack/react-router'
import { useLocalizedPath } from '../../components/layout/use-language'
import { useT } from '../../i18n/intl'
import { EVENT_THEMES } from '../../model/events'
import { SCHEDULE_PATH } from '../../components/layout/site-links'

/**
 * HOME-05, OQ-13, OQ-02: a row of the event themes, each a link to the events list filtered by its own theme
 * (`/events?theme=…`).
 */
export function ThemeRow() {
  const t = useT()
  const localize = useLocalizedPath()
  return (
    <nav className="theme-row" aria-label={t('home.events.themes_label')}>
      <ul className="theme-row__list">
        {EVENT_THEMES.map((theme) => (
          <li key={theme}>
            <Link to={localize(SCHEDULE_PATH)} search={{ theme }} className="chip chip--tinted">
              {t(`events.theme.${theme}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
