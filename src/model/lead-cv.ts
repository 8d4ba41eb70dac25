/**
 * The CV a vacancy response may carry (BE-29, OQ-09): which forms take one, which file types and how large, checked
 * the same way by the browser form and by POST forms/{slug}/orders.
 */
import type { FormFile } from './form-draft'
import { FIELD_ERRORS, type FieldError } from './validation'

/** The body field of a lead that carries the CV. */
export const CV_FIELD = 'cv'

/** The forms whose leads may carry a CV. */
export const CV_FORMS: readonly string[] = ['career']

export const CV_MAX_BYTES = 5 * 1024 * 1024

/** A lead's body at most: its CV in base64 (4 characters a 3 bytes) and 64 KiB for the rest. */
export const LEAD_MAX_BODY_BYTES = Math.ceil(CV_MAX_BYTES / 3) * 4 + 64 * 1024

/** How long the managers' link to a CV works. */
export const CV_LINK_DAYS = 14

/** The accepted types by content type: their file extensions and the bytes each such file starts with. */
export const CV_TYPES: Readonly<Record<string, { extensions: readonly string[]; magic: readonly number[] }>> = {
  'application/pdf': { extensions: ['pdf'], magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  'application/msword': { extensions: ['doc'], magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['docx'], magic: [0x50, 0x4b, 0x03, 0x04] },
  'application/vnd.oasis.opendocument.text': { extensions: ['odt'], magic: [0x50, 0x4b, 0x03, 0x04] },
  'application/rtf': { extensions: ['rtf'], magic: [0x7b, 0x5c, 0x72, 0x74, 0x66] },
}

/** The file input's `accept`: the extensions and content types above. */
export const CV_ACCEPT = Object.entries(CV_TYPES)
  .flatMap(([type, { extensions }]) => [...extensions.map((extension) => `.${extension}`), type])
  .join(',')

/** A CV as the lead body carries it: its file name, content type and bytes in base64. */
export interface LeadCvUpload {
  name: string
  type: string
  data: string
}

export const CV_NAME_MAX = 200

export function takesCv(formSlug: string): boolean {
  return CV_FORMS.includes(formSlug)
}

/** The content type of a chosen file: its own when accepted, else the one its extension names ('' when none). */
export function cvTypeOf(name: string, type: string): string {
  if (CV_TYPES[type]) return type
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  return Object.entries(CV_TYPES).find(([, accepted]) => accepted.extensions.includes(extension))?.[0] ?? ''
}

/** How many bytes a base64 text holds. */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0
  return Math.floor((data.length * 3) / 4) - padding
}

/** A CV's first error by its type and size: an unaccepted type, an empty file or one over CV_MAX_BYTES. */
export function cvError(type: string, size: number): FieldError | null {
  if (!CV_TYPES[type]) return FIELD_ERRORS.fileType
  if (size === 0 || size > CV_MAX_BYTES) return FIELD_ERRORS.fileSize
  return null
}

/** Whether the bytes start as a file of `type` does (an accepted type's signature). */
export function cvContentMatches(type: string, bytes: Uint8Array): boolean {
  const magic = CV_TYPES[type]?.magic
  return magic !== undefined && magic.every((byte, index) => bytes[index] === byte)
}

/**
 * The file name with the extension of the type its bytes were checked to be (issue 39.10): a PDF named `cv.html` is
 * `cv.pdf`, one named `cv` is `cv.pdf`; a name with one of the type's extensions stays as it is.
 */
export function cvFileName(name: string, type: string): string {
  const extensions = CV_TYPES[type]?.extensions
  if (!extensions) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1) : ''
  if (extensions.includes(extension.toLowerCase())) return name
  const base = /^[a-z0-9]{1,5}$/i.test(extension) ? name.slice(0, dot) : name
  return `${base}.${extensions[0]}`
}

/** The form's rule for its CV value: none ('') is fine, a chosen file must pass cvError (its data is empty when too large to read). */
export function cvRule(value: unknown): FieldError | null {
  if (typeof value !== 'object' || value === null) return null
  const file = value as FormFile
  return cvError(file.type, file.size)
}

/** What the lead body carries of a chosen CV (the size is the server's to count). */
export function cvUpload({ name, type, data }: FormFile): LeadCvUpload {
  return { name, type, data }
}
