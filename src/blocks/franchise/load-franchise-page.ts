import type { ApiClient } from '../../api/client'
import { loadPageForm } from '../../components/lead-forms/load-page-form'
import { loadRelatedReviews } from '../../components/sliders/related-reviews'
import type { AboutProfile } from '../../model/entities/landing'
import type { FormEntity, FranchiseProfile, PartnerEntity } from '../../model/entities/publications'
import type { ReviewEntity } from '../../model/entities/shop'
import { FRANCHISE_PARTNERS_LIMIT } from './franchise-content'

export interface FranchisePageData {
  franchise: FranchiseProfile['json_data']
  /** OQ-25: the founding year the age metric counts from. */
  founded: AboutProfile['json_data']['founded']
  partners: PartnerEntity[]
  reviews: ReviewEntity[] | null
  /** The franchise request form after the rates (FRANCHISE-03); null leaves it to load in the browser. */
  form: FormEntity | null
}

/** FRANCHISE-11, ERR-04: any failure of the page's data is the error page with 500, whatever the API said. */
export class FranchiseLoadError extends Error {
  override name = 'FranchiseLoadError'
}

type FranchiseApi = Pick<ApiClient, 'franchise' | 'aboutProfile' | 'partners' | 'reviews' | 'form'>

/** FRANCHISE-05, -08, -09, -11: the franchise profile, the founding year, four franchisers and reviews about the franchise. */
export async function loadFranchisePage(api: FranchiseApi): Promise<FranchisePageData> {
  try {
    const [franchise, about, partners, reviews, form] = await Promise.all([
      api.franchise(),
      api.aboutProfile(),
      api.partners({ query: { type: 'FRANCHISE', limit: FRANCHISE_PARTNERS_LIMIT, expand: 'images', order_by: '-created' } }),
      loadRelatedReviews(api, { entity_type: 'FRANCHISE' }),
      loadPageForm(api, 'franchise'),
    ])
    return { franchise: franchise.json_data, founded: about.json_data.founded, partners: partners.rows, reviews, form }
  } catch (error) {
    throw new FranchiseLoadError('the franchise page data failed to load', { cause: error })
  }
}
