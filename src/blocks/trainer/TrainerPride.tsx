import { useT } from '../../i18n/intl'

/** TRAINER-06: what the trainer is proud of; only when `proud_of` is set (sanitised HTML, BE-25). */
export function TrainerPride({ proudOf }: { proudOf: string }) {
  const t = useT()
  if (!proudOf.trim()) return null
  return (
    <section className="trainer-pride" aria-labelledby="trainer-pride-title">
      <h2 id="trainer-pride-title" className="trainer-pride__title">
        {t('trainer.pride.title')}
      </h2>
      <div className="trainer-pride__text rich-text" dangerouslySetInnerHTML={{ __html: proudOf }} />
    </section>
  )
}
