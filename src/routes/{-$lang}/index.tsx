import { createFileRoute } from '@tanstack/react-router'
import { useT } from '../../i18n/intl'

export const Route = createFileRoute('/{-$lang}/')({
  component: HomePage,
})

function HomePage() {
  const t = useT()
  return (
    <section className="hero">
      <h1>{t('home.hero.title')}</h1>
    </section>
  )
}
