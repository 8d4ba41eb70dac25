import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { PageSection } from '../../components/section-head/PageSection'
import { useT } from '../../i18n/intl'
import type { SchoolResultsTab } from '../../model/entities/landing'

/** SCHOOL-04: the results by area as tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function SchoolResults({ tabs }: { tabs: SchoolResultsTab[] }) {
  const t = useT()
  const id = useId()
  const [selected, setSelected] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  if (tabs.length === 0) return null
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length
    setSelected(next)
    buttons.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }
  return (
    <PageSection title={t('school.results.title')} className="school-results">
      <div role="tablist" aria-label={t('school.results.title')} className="school-results__tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            // Ordered rows the desk edits, whose texts may repeat: their place is what identifies them.
            key={index}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className="chip school-results__tab"
            onClick={() => setSelected(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="school-results__panel"
        >
          <ul className="landing-checklist">
            {tab.items.map((item, row) => (
              <li key={row}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </PageSection>
  )
}
