import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import type { ListResponse } from '../../../src/model/api'

/** A seeded (demo) product with a gallery of several pictures, and a seeded event with a picture: none is an upload. */
export async function seededPictures(request: APIRequestContext): Promise<{ product: { uuid: string; images: string[] }; event: { uuid: string; image_id: string } }> {
  const list = async <Row>(path: string) => ((await (await request.get(path)).json()) as ListResponse<Row>).rows
  const product = (await list<{ uuid: string; images: string[] }>('/api/client/products?language=ru&limit=100')).find((row) => row.images.length > 1)
  const event = (await list<{ uuid: string; image_id: string | null }>('/api/client/events?language=ru&limit=100')).find((row) => row.image_id !== null)
  expect(product && event, 'the demo seed has a product with a gallery and an event with a picture').toBeTruthy()
  return { product: product!, event: { uuid: event!.uuid, image_id: event!.image_id! } }
}

/** The desk shows these pictures as loaded thumbnails (issue 42), none of them as its uuid. */
export async function expectThumbnails(within: Locator, uuids: readonly string[]): Promise<void> {
  const thumbnails = within.locator('figure img')
  await expect(thumbnails).toHaveCount(uuids.length)
  await expect.poll(() => thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))).toBe(true)
  for (const uuid of uuids) await expect(within.getByText(uuid)).toHaveCount(0)
}
