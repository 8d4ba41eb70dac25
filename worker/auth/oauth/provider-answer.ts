/** Reading a provider's JSON answers: any failure to reach it or to parse it is OAuthProviderUnavailable. */
import type { IValidation } from 'typia'
import { OAuthProviderUnavailable } from './social-profile'

/** GETs `url` and validates its JSON: a network failure, a non-200 or another shape is OAuthProviderUnavailable. */
export async function providerJson<T>(url: string | URL, init: RequestInit, validate: (input: unknown) => IValidation<T>): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, init)
  } catch (error) {
    throw new OAuthProviderUnavailable(`${new URL(url).host} unreachable`, { cause: error })
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.status !== 200) throw new OAuthProviderUnavailable(`${new URL(url).host} answered ${response.status}`)
  const checked = validate(body)
  if (!checked.success) throw new OAuthProviderUnavailable(`${new URL(url).host} answered an unexpected body`)
  return checked.data
}
