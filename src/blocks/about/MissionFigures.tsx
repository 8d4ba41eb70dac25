import { formatFigure } from '../../i18n/format-figure'
import { useIntl, useT } from '../../i18n/intl'
import type { Language } from '../../model/languages'
import type { LandingFigure } from '../../model/entities/landing'
import { yearsSince } from '../../model/landing-figures'
import { FigureCards } from '../landing/FigureCards'

/**
 * ABOUT-02, OQ-25: the mission cards, the years since founding computed (none before staff set the year), then the
 * figures staff maintain.
 */
export function MissionFigures({ founded, figures }: { founded: number | null; figures: LandingFigure[] }) {
  const t = useT()
  const language = useIntl().locale as Language
  const years = founded === null ? null : yearsSince(founded, new Date())
  const cards: LandingFigure[] = [
    ...(years === null ? [] : [{ value: formatFigure(language, years), label: t('about.mission.years', { count: years }) }]),
    ...figures,
  ]
  return <FigureCards title={t('about.mission.title')} figures={cards} className="mission-figures" />
}
