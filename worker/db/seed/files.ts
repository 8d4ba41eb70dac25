import { demoPdf } from '../../files/demo-pdf.ts'
import { VACANCIES, vacancyFileKey } from './publications.ts'
import { insert } from './sql.ts'

/**
 * The demo files of the FILES bucket (BE-26): a PDF for each vacancy that has one and the about page's two
 * documents. Keys are the paths under /media/ that the content links to.
 */

export interface SeedFile {
  key: string
  body: Uint8Array
}

/** The about page's downloadable documents (ABOUT-03: about 4.6 MB and 3.2 MB), by key, at their listed sizes. */
export const ABOUT_FILES = {
  presentation: 'about/academy-presentation.pdf',
  programmes: 'about/academy-programmes.pdf',
} as const

export const ABOUT_FILE_SIZES: Record<keyof typeof ABOUT_FILES, number> = {
  presentation: 4_823_450,
  programmes: 3_355_443,
}

export function seedFiles(): SeedFile[] {
  const vacancies = VACANCIES.filter((vacancy) => vacancy.file).map((vacancy) => ({
    key: vacancyFileKey(vacancy.title.en),
    body: demoPdf(vacancy.title.en, [vacancy.lead.en, '', 'Vershina Academy, human resources.']),
  }))
  return [
    ...vacancies,
    {
      key: ABOUT_FILES.presentation,
      body: demoPdf('Vershina Academy: presentation', ['Who we are, our mission and our centres since 2008.'], ABOUT_FILE_SIZES.presentation),
    },
    {
      key: ABOUT_FILES.programmes,
      body: demoPdf('Vershina Academy: programmes', ['Trainings, forums and online courses of the year.'], ABOUT_FILE_SIZES.programmes),
    },
  ]
}

/**
 * The demo files as rows of the desk's file library (migration 0046), so the career page shows each PDF's name and
 * size as it does for an upload; uuids fixed by position, named by their key.
 */
export function seedUploadedFiles(): string[] {
  const rows = seedFiles().map(({ key, body }, index) => ({
    uuid: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    url: `/media/${key}`,
    name: key.slice(key.lastIndexOf('/') + 1),
    content_type: 'application/pdf',
    bytes: body.byteLength,
    purpose: key.startsWith('about/') ? 'about' : 'vacancy',
    uploaded_by: null,
    uploaded_at: '2026-10-01T09:00:00.000Z',
  }))
  return insert('uploaded_files', rows)
}
