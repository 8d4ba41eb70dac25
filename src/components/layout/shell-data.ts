import type { ApiClient } from '../../api/client'
import type { ContactsEntity, LanguageEntity } from '../../model/api'

export interface ShellData {
  contacts: ContactsEntity | null
  languages: LanguageEntity[] | null
}

/** Contacts and languages for header and footer, loaded in parallel; each failure is only logged (ERR-09). */
export async function loadShellData(api: ApiClient): Promise<ShellData> {
  const [contacts, languages] = await Promise.all([
    api.contacts().catch((error: unknown) => {
      console.error('contacts failed to load', error)
      return null
    }),
    api
      .languages()
      .then((list) => list.rows)
      .catch((error: unknown) => {
        console.error('languages failed to load', error)
        return null
      }),
  ])
  return { contacts, languages }
}
