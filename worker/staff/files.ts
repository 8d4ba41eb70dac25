/**
 * The desk's file library (issue 42, BE-26; admin and manager): PDFs checked by their bytes and size, kept in R2 with
 * the name they were uploaded with; a file a vacancy or the about page links is not deleted. Every change is audited.
 */
import typia from 'typia'
import { cleanFileName, fileRefusal, type FileUploadQuery } from '../../src/model/file-upload'
import type { StaffListQuery } from '../../src/model/staff'
import { FILE_ENDPOINTS } from '../../src/model/staff-contract/files'
import { deleteUploadedFile, insertUploadedFile, listUploadedFiles, readUploadedFile } from '../db/uploaded-files'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { removeFile, storeFile } from '../media/file-store'
import { currentStaff } from './role-check'

const REFUSALS = {
  empty: [400, 'The body is empty: send the file'],
  too_large: [413, 'The file is too large'],
  unsupported_type: [415, 'Only PDF files are accepted'],
  polyglot: [422, 'The file carries markup besides the document'],
} as const

export const inUse = (what: string) => new ApiError(409, { code: 'in_use', message: `Something on the site still shows this ${what}` })

export const staffFileRoutes = {
  uploadFile: route(FILE_ENDPOINTS.uploadFile, { query: typia.http.createValidateQuery<FileUploadQuery>() }, async (c, { query }) => {
    const { row } = await currentStaff(c)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const refusal = fileRefusal(bytes)
    if (refusal) {
      const [status, message] = REFUSALS[refusal]
      throw new ApiError(status, { code: refusal, message })
    }
    const uuid = crypto.randomUUID()
    const name = cleanFileName(query.name)
    const url = await storeFile(c.env.FILES, uuid, name, 'application/pdf', bytes)
    const now = Date.now()
    await insertUploadedFile(
      c.env.DB,
      { uuid, url, name, bytes: bytes.byteLength, contentType: 'application/pdf', purpose: query.purpose, uploadedBy: row.user_id, uploadedAt: new Date(now).toISOString() },
      { userId: row.user_id, action: 'file.upload', subject: `file:${uuid}`, after: { name, bytes: bytes.byteLength, purpose: query.purpose } },
      now,
    )
    return (await readUploadedFile(c.env.DB, uuid))!
  }, [privateAnswer]),

  fileLibrary: route(FILE_ENDPOINTS.fileLibrary, { query: typia.http.createValidateQuery<StaffListQuery>() }, async (c, { query }) => {
    const skip = query.skip ?? 0
    const limit = query.limit ?? 24
    const { rows, count } = await listUploadedFiles(c.env.DB, { skip, limit })
    return { rows, meta: { skip, limit, count } }
  }, [privateAnswer]),

  deleteFile: route(FILE_ENDPOINTS.deleteFile, {}, async (c, { params }) => {
    const { row } = await currentStaff(c)
    const file = await readUploadedFile(c.env.DB, params.id)
    if (!file) throw notFound('file')
    if (!(await deleteUploadedFile(c.env.DB, file, { userId: row.user_id, action: 'file.delete', subject: `file:${file.uuid}` }, Date.now()))) {
      if (await readUploadedFile(c.env.DB, file.uuid)) throw inUse('file')
      throw notFound('file')
    }
    await removeFile(c.env.FILES, file.url)
    return { ok: true as const }
  }, [privateAnswer]),

}
