/**
 * The CV of a vacancy response (BE-29, OQ-09): accepted only on the forms that take one, checked for its type, its
 * size and that its bytes are a file of that type; stored in the FILES bucket under the private prefix.
 */
import { base64Bytes, cvContentMatches, cvError, CV_FIELD, cvFileName, CV_NAME_MAX, takesCv, type LeadCvUpload } from '../../src/model/lead-cv'
import { oneLine } from '../../src/model/mail-text'
import { FIELD_ERRORS } from '../../src/model/validation'
import { leadCvKey } from '../media/lead-cv-link'

/** A checked CV, ready to store. */
export interface CheckedCv {
  name: string
  type: string
  bytes: Uint8Array
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function decoded(data: string): Uint8Array | null {
  if (data.length % 4 !== 0 || !BASE64.test(data)) return null
  const text = atob(data)
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index)
  return bytes
}

/**
 * The file name as shown to the managers: no folders, one line, at most CV_NAME_MAX characters, and the extension of
 * the type its bytes were checked to be (issue 39.10).
 */
function fileName(name: string, type: string): string {
  return cvFileName(oneLine(name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)) || 'cv', type).slice(-CV_NAME_MAX)
}

/** The CV of a lead of `formSlug`, or its field error (a message key); null when the body carries none. */
export function checkCv(formSlug: string, upload: LeadCvUpload | undefined): CheckedCv | { error: string } | null {
  if (upload === undefined) return null
  if (!takesCv(formSlug)) return { error: 'api.errors.unknown_field' }
  const sizeOrType = cvError(upload.type, base64Bytes(upload.data))
  if (sizeOrType) return { error: sizeOrType }
  const bytes = decoded(upload.data)
  if (!bytes) return { error: 'api.errors.invalid_type' }
  if (!cvContentMatches(upload.type, bytes)) return { error: FIELD_ERRORS.fileType }
  return { name: fileName(upload.name, upload.type), type: upload.type, bytes }
}

/** The field errors of a checked CV for the lead's 400, none when it passed. */
export function cvErrors(cv: CheckedCv | { error: string } | null): Record<string, string> {
  return cv && 'error' in cv ? { [CV_FIELD]: cv.error } : {}
}

/** Stores the CV of `leadUuid` under the private prefix and answers its key. */
export async function storeCv(bucket: R2Bucket, leadUuid: string, cv: CheckedCv): Promise<string> {
  const key = leadCvKey(leadUuid)
  await bucket.put(key, cv.bytes, { httpMetadata: { contentType: cv.type }, customMetadata: { filename: cv.name } })
  return key
}
