/** The desk's image library (issue 42, BE-05): upload, list, alt texts and focal point. Spread into STAFF_ENDPOINTS. */
import type { ListResponse } from '../api'
import { get, post, put, types } from '../api-contract/endpoint'
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES, type ImageEditBody, type UploadedImage } from '../image-upload'
import type { StaffListQuery, StaffOk } from '../staff'

const EDITORS = ['admin', 'manager'] as const

export const IMAGE_ENDPOINTS = {
  uploadImage: post('/images', types<never, UploadedImage, Blob>(), { roles: EDITORS, upload: UPLOAD_IMAGE_TYPES, maxBodyBytes: MAX_IMAGE_BYTES }),
  imageLibrary: get('/images', types<StaffListQuery, ListResponse<UploadedImage>>(), { roles: EDITORS }),
  editImage: put('/images/{id}', types<never, UploadedImage, ImageEditBody>(), { roles: EDITORS }),
  /** Refused with 409 `in_use` while an entity shows it. */
  deleteImage: post('/images/{id}/delete', types<never, StaffOk>(), { status: 200, roles: EDITORS }),
}
