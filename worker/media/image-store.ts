/**
 * The renditions of an uploaded image (issue 42, BE-05): made once by the Images binding (Cloudflare's, or locally
 * `wrangler dev`'s through sharp), in WebP, each cropped to the card ratio around the focal point, and stored with
 * the original in R2 under images/<uuid>/. Addresses carry the version they were made at, so each is immutable.
 */
import { RENDITIONS, type FocalPoint, type UploadImageType, imageExtension } from '../../src/model/image-upload'
import type { ImageSize } from '../../src/model/entities/reference'

/** The public address of an object of the bucket under /media/ (worker/media/uploaded-images.ts serves it). */
export const IMAGE_PREFIX = 'images/'

export function originalKey(uuid: string, type: UploadImageType): string {
  return `${IMAGE_PREFIX}${uuid}/original.${imageExtension(type)}`
}

export function renditionKey(uuid: string, version: number, size: ImageSize): string {
  return `${IMAGE_PREFIX}${uuid}/v${version}/${size}.webp`
}

export const mediaUrl = (key: string) => `/media/${key}`

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Decoded size, or null when the Images binding cannot read the bytes as an image. */
export async function imageInfo(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>): Promise<{ width: number; height: number } | null> {
  try {
    const info = await images.info(new Blob([bytes]).stream())
    return 'width' in info ? { width: info.width, height: info.height } : null
  } catch {
    return null
  }
}

/** Makes the three renditions of `bytes` around `focal` and stores them at `version`; answers their addresses. */
export async function storeRenditions(
  images: ImagesBinding,
  bucket: R2Bucket,
  uuid: string,
  version: number,
  bytes: Uint8Array<ArrayBuffer>,
  focal: FocalPoint,
): Promise<Record<ImageSize, string>> {
  const made = await Promise.all(
    RENDITIONS.map(async ({ size, width, height }) => {
      const output = await images
        .input(new Blob([bytes]).stream())
        // `cover` fills the card's ratio; Cloudflare centres the crop on the focal point (locally, sharp centres it).
        .transform({ width, height, fit: 'cover', gravity: { x: focal.x, y: focal.y, mode: 'box-center' } })
        .output({ format: 'image/webp', quality: 82 })
      const key = renditionKey(uuid, version, size)
      // R2 wants a body of known length; a rendition is tens of kilobytes.
      await bucket.put(key, await output.response().arrayBuffer(), { httpMetadata: { contentType: 'image/webp', cacheControl: IMMUTABLE } })
      return [size, mediaUrl(key)] as const
    }),
  )
  return Object.fromEntries(made) as Record<ImageSize, string>
}

/** Keeps the original as uploaded, served only as an image of its own type (served by files.ts with nosniff). */
export async function storeOriginal(bucket: R2Bucket, uuid: string, type: UploadImageType, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = originalKey(uuid, type)
  await bucket.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: IMMUTABLE } })
  return mediaUrl(key)
}

/** Reads an original back (to make renditions at a new focal point). */
export async function readOriginal(bucket: R2Bucket, url: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const object = await bucket.get(url.replace(/^\/media\//, ''))
  return object ? new Uint8Array(await object.arrayBuffer()) : null
}

/** Removes an image's original and every rendition of every version. */
export async function removeImageObjects(bucket: R2Bucket, uuid: string): Promise<void> {
  const listed = await bucket.list({ prefix: `${IMAGE_PREFIX}${uuid}/` })
  if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key))
}
