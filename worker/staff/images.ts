/**
 * The desk's image library (issue 42, BE-05; admin and manager): an upload is checked by its bytes (type, size,
 * markup hidden in it, decodable, pixel count), kept as uploaded and made into three WebP renditions in R2; alt texts
 * per language and the focal point change later (new renditions at the next version). Every change is audited.
 */
import typia from 'typia'
import { clampFocal, dimensionRefusal, sniffImageType, uploadRefusal, type ImageEditBody } from '../../src/model/image-upload'
import type { StaffListQuery } from '../../src/model/staff'
import { IMAGE_ENDPOINTS } from '../../src/model/staff-contract/images'
import { changeUploadedImage, deleteUploadedImage, insertUploadedImage, listUploadedImages, readUploadedImage } from '../db/uploaded-images'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { imageInfo, readOriginal, removeImageObjects, storeOriginal, storeRenditions } from '../media/image-store'
import { inUse } from './files'
import { currentStaff } from './role-check'

const REFUSALS = {
  empty: [400, 'The body is empty: send the image file'],
  too_large: [413, 'The image is too large'],
  unsupported_type: [415, 'Only JPEG, PNG and WebP images are accepted'],
  polyglot: [422, 'The file carries markup or script besides the image'],
  not_an_image: [422, 'The file could not be read as an image'],
  too_many_pixels: [422, 'The image has too many pixels'],
  too_small: [422, 'The image is too small for a card'],
} as const

function refused(code: keyof typeof REFUSALS): ApiError {
  const [status, message] = REFUSALS[code]
  return new ApiError(status, { code, message })
}

export const staffImageRoutes = {
  uploadImage: route(IMAGE_ENDPOINTS.uploadImage, {}, async (c) => {
    const { row } = await currentStaff(c)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const refusal = uploadRefusal(bytes)
    if (refusal) throw refused(refusal)
    const type = sniffImageType(bytes)!
    const size = await imageInfo(c.env.IMAGES, bytes)
    if (!size) throw refused('not_an_image')
    const small = dimensionRefusal(size.width, size.height)
    if (small) throw refused(small)
    const uuid = crypto.randomUUID()
    const focal = { x: 0.5, y: 0.5 }
    const [original, renditions] = await Promise.all([storeOriginal(c.env.FILES, uuid, type, bytes), storeRenditions(c.env.IMAGES, c.env.FILES, uuid, 1, bytes, focal)])
    const now = Date.now()
    await insertUploadedImage(
      c.env.DB,
      { uuid, urls: { original, ...renditions }, width: size.width, height: size.height, bytes: bytes.byteLength, contentType: type, focal, uploadedBy: row.user_id, uploadedAt: new Date(now).toISOString() },
      { userId: row.user_id, action: 'image.upload', subject: `image:${uuid}`, after: { type, bytes: bytes.byteLength, width: size.width, height: size.height } },
      now,
    )
    return (await readUploadedImage(c.env.DB, uuid))!
  }, [privateAnswer]),

  imageLibrary: route(IMAGE_ENDPOINTS.imageLibrary, { query: typia.http.createValidateQuery<StaffListQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 24
    const { rows, count } = await listUploadedImages(c.env.DB, { skip, limit })
    return { rows, meta: { skip, limit, count } }
  }, [privateAnswer]),

  editImage: route(IMAGE_ENDPOINTS.editImage, { body: typia.createValidateEquals<ImageEditBody>() }, async (c, { params, body }) => {
    const { row } = await currentStaff(c)
    const before = await readUploadedImage(c.env.DB, params.id)
    if (!before) throw notFound('image')
    const stale = () => new ApiError(409, { code: 'conflict', message: 'Someone changed this image first; reload it' })
    if (body.version !== before.version) throw stale()
    const alt = Object.fromEntries((['ru', 'en', 'ky'] as const).flatMap((language) => (body[`alt_${language}`] === undefined ? [] : [[language, body[`alt_${language}`]!]])))
    let renditions
    if (body.focal) {
      const focal = clampFocal(body.focal)
      const original = await readOriginal(c.env.FILES, before.original)
      if (!original) throw notFound('image')
      renditions = { focal, ...(await storeRenditions(c.env.IMAGES, c.env.FILES, before.uuid, before.version + 1, original, focal)) }
    }
    const changed = await changeUploadedImage(c.env.DB, before.uuid, body.version, { alt, ...(renditions ? { renditions } : {}) }, { userId: row.user_id, action: 'image.edit', subject: `image:${before.uuid}`, before }, Date.now())
    if (!changed) throw stale()
    return (await readUploadedImage(c.env.DB, before.uuid))!
  }, [privateAnswer]),

  deleteImage: route(IMAGE_ENDPOINTS.deleteImage, {}, async (c, { params }) => {
    const { row } = await currentStaff(c)
    const image = await readUploadedImage(c.env.DB, params.id)
    if (!image) throw notFound('image')
    if (!(await deleteUploadedImage(c.env.DB, image, { userId: row.user_id, action: 'image.delete', subject: `image:${image.uuid}` }, Date.now()))) {
      if (await readUploadedImage(c.env.DB, image.uuid)) throw inUse('image')
      throw notFound('image')
    }
    await removeImageObjects(c.env.FILES, image.uuid)
    return { ok: true as const }
  }, [privateAnswer]),
}
