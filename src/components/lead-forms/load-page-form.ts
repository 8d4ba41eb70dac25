import type { ApiClient } from '../../api/client'
import type { FormEntity } from '../../model/entities/publications'

/**
 * A lead form fixed on a page, fetched by the page's loader so the server renders it whole (LEAD-04, LEAD-05). A
 * failure leaves it to the form itself, which loads it in the browser with its own error and retry (FORM-05).
 */
export async function loadPageForm(api: Pick<ApiClient, 'form'>, slug: string): Promise<FormEntity | null> {
  try {
    return await api.form({ params: { slug } })
  } catch {
    return null
  }
}
