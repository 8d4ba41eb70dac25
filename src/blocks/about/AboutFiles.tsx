import { formatFigure } from '../../i18n/format-figure'
import { useIntl, useT } from '../../i18n/intl'
import type { Language } from '../../model/languages'
import type { LandingFile } from '../../model/entities/landing'
import { sizeInMegabytes } from '../../model/landing-figures'
import { PageSection } from '../../components/section-head/PageSection'

/** ABOUT-03, BE-26: the downloadable PDFs, each with its size from the data. */
export function AboutFiles({ files }: { files: LandingFile[] }) {
  const t = useT()
  const language = useIntl().locale as Language
  if (files.length === 0) return null
  return (
    <PageSection title={t('about.files.title')} className="about-files">
      <ul className="about-files__list">
        {files.map((file) => {
          // The unit is the catalogue's: unit names differ between the server's and the browser's ICU data.
          const size = formatFigure(language, sizeInMegabytes(file.size), 1)
          return (
            <li key={file.url} className="about-file">
              <a className="about-file__link" href={file.url} download>
                <span className="about-file__title">{file.title}</span>
                <span className="about-file__meta">{t('about.files.meta', { size })}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </PageSection>
  )
}
