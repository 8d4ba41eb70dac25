/**
 * Files uploaded from the desk (issue 42, BE-26): PDFs for vacancies and the about page. The type is read from the
 * bytes (`%PDF-`), never from the name; each is kept under files/<uuid>/<ascii name>.pdf and served with the name it
 * was uploaded with.
 */

export const UPLOAD_FILE_TYPES = ['application/pdf'] as const
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number]

/** The largest file: the about page's presentation is about 4.6 MB. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024

/** The longest file name kept. */
export const MAX_FILE_NAME = 160

/** What the desk uses a file for. */
export const FILE_PURPOSES = ['vacancy', 'about'] as const
export type FilePurpose = (typeof FILE_PURPOSES)[number]

/** Whether the bytes start as a PDF does (`%PDF-`, allowed after up to 1024 bytes of junk as readers do, but not here). */
export function isPdf(bytes: Uint8Array): boolean {
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte)
}

/** Markup a browser sniffing the file could run, hidden in its first kilobyte (a PDF/HTML polyglot). */
const MARKUP = /<(?:script|html|svg|body|iframe)/i

/** Why an upload is refused, as the API's error code; null when it may be stored. */
export function fileRefusal(bytes: Uint8Array): 'empty' | 'too_large' | 'unsupported_type' | 'polyglot' | null {
  if (bytes.byteLength === 0) return 'empty'
  if (bytes.byteLength > MAX_FILE_BYTES) return 'too_large'
  if (!isPdf(bytes)) return 'unsupported_type'
  if (MARKUP.test(new TextDecoder('latin1').decode(bytes.subarray(0, 1024)))) return 'polyglot'
  return null
}

/** The name as kept: no path, no control characters, trimmed to MAX_FILE_NAME, ending in .pdf. */
export function cleanFileName(name: string): string {
  const base = [...name.replace(/^.*[\\/]/, '')].filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f' && char !== '"').join('').trim()
  const stem = base.replace(/\.pdf$/i, '').slice(0, MAX_FILE_NAME - 4).trim() || 'file'
  return `${stem}.pdf`
}

/** An ASCII slug of the name for the storage key (`[a-z0-9-]`), e.g. "Вакансия (2026).pdf" → "file.pdf". */
export function fileKeyName(name: string): string {
  const slug = name.replace(/\.pdf$/i, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60)
  return `${slug || 'file'}.pdf`
}

/** `attachment` with the original name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`
}

/** An uploaded file as the desk sees it. */
export interface UploadedFile {
  uuid: string
  /** Its public address under /media/. */
  url: string
  /** The name it was uploaded with, which a download is saved under. */
  name: string
  /** @type uint */
  bytes: number
  content_type: UploadFileType
  purpose: FilePurpose
  uploaded_at: string
  /** What points at it (e.g. `vacancy:<uuid>`); a file in use is not deleted. */
  used_by: string[]
}

/** The query of an upload: the file's own name and what it is for. */
export interface FileUploadQuery {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string
  purpose: FilePurpose
}

