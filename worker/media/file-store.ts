/**
 * Uploaded files in R2 (issue 42, BE-26): each under files/<uuid>/<ascii name>.pdf, stored with its type, the
 * `attachment` disposition naming the file as uploaded, and a year's immutable caching (a new upload gets a new key).
 * worker/media/files.ts serves them under /media/.
 */
import { attachmentDisposition, fileKeyName, type UploadFileType } from '../../src/model/file-upload'
import { mediaUrl } from './image-store'

export const FILE_PREFIX = 'files/'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Stores the bytes and answers the file's public address. */
export async function storeFile(bucket: R2Bucket, uuid: string, name: string, type: UploadFileType, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = `${FILE_PREFIX}${uuid}/${fileKeyName(name)}`
  await bucket.put(key, bytes, { httpMetadata: { contentType: type, contentDisposition: attachmentDisposition(name), cacheControl: IMMUTABLE } })
  return mediaUrl(key)
}

/** Removes a stored file by its public address. */
export async function removeFile(bucket: R2Bucket, url: string): Promise<void> {
  await bucket.delete(url.replace(/^\/media\//, ''))
}
