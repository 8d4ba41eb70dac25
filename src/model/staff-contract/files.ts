/** The desk's file library (issue 42, BE-26): PDFs for vacancies and the about page. Spread into STAFF_ENDPOINTS. */
import type { ListResponse } from '../api'
import { get, post, types } from '../api-contract/endpoint'
import { MAX_FILE_BYTES, UPLOAD_FILE_TYPES, type FileUploadQuery, type UploadedFile } from '../file-upload'
import type { StaffListQuery, StaffOk } from '../staff'

const EDITORS = ['admin', 'manager'] as const

export const FILE_ENDPOINTS = {
  /** The body is the file's bytes; `?name=` the name it is saved under when downloaded. */
  uploadFile: post('/files', types<FileUploadQuery, UploadedFile, Blob>(), { roles: EDITORS, upload: UPLOAD_FILE_TYPES, maxBodyBytes: MAX_FILE_BYTES }),
  fileLibrary: get('/files', types<StaffListQuery, ListResponse<UploadedFile>>(), { roles: EDITORS }),
  /** Refused with 409 `in_use` while a vacancy or the about page links it. */
  deleteFile: post('/files/{id}/delete', types<never, StaffOk>(), { status: 200, roles: EDITORS }),
}
