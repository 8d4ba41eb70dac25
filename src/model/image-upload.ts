/**
 * Uploaded images (issue 42, BE-05): what the desk accepts and what is made of it. The type is read from the bytes,
 * never from the name or the declared type; each upload keeps its original and gets the three renditions the site
 * shows (IMAGE_DIMENSIONS), in WebP, cropped to the card ratio around the image's focal point.
 */
import { IMAGE_DIMENSIONS, IMAGE_SIZES, type ImageSize } from './entities/reference'
import type { Language } from './languages'

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

/** The largest upload: a phone's photo is 2–8 MB. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** The most pixels decoded: 50 megapixels; a "decompression bomb" claims far more in a few bytes. */
export const MAX_IMAGE_PIXELS = 50_000_000
/** Too small to make a sharp card: the small rendition's width. */
export const MIN_IMAGE_WIDTH = IMAGE_DIMENSIONS.small.width

/** The renditions of every upload, in the order they are made. */
export const RENDITIONS: readonly { size: ImageSize; width: number; height: number }[] = IMAGE_SIZES.map((size) => ({ size, ...IMAGE_DIMENSIONS[size] }))

/** Where in the picture the crop centres: fractions of its width and height, 0.5/0.5 the middle. */
export interface FocalPoint {
  x: number
  y: number
}

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 }

/** The type the bytes are by their signature (JPEG FF D8 FF, PNG's 8 bytes, RIFF….WEBP), or null. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const starts = (signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** Markup that a browser sniffing the file could run. */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|\?php)|javascript:/i

/**
 * The parts of an image where text can hide: its metadata (JPEG APPn and COM segments, PNG chunks other than the
 * pixels', WebP chunks other than the bitstream's) and anything after the image's end. The compressed pixels are left
 * out: random bytes there would match a short pattern in one photo of a few hundred.
 */
export function textRegions(bytes: Uint8Array, type: UploadImageType): Uint8Array[] {
  const regions: Uint8Array[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (type === 'image/jpeg') {
    let at = 2
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1]!
      const length = view.getUint16(at + 2)
      if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) regions.push(bytes.subarray(at + 4, at + 2 + length))
      at += 2 + length
      if (marker === 0xda) break
    }
    // The scans run to the last end-of-image marker; what follows it is appended, not part of the picture.
    let end = bytes.length - 2
    while (end > at && !(bytes[end] === 0xff && bytes[end + 1] === 0xd9)) end -= 1
    regions.push(bytes.subarray(end > at ? end + 2 : at))
  } else if (type === 'image/png') {
    let at = 8
    while (at + 12 <= bytes.length) {
      const length = view.getUint32(at)
      const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
      if (name !== 'IDAT') regions.push(bytes.subarray(at + 8, at + 8 + length))
      at += 12 + length
      if (name === 'IEND') break
    }
    regions.push(bytes.subarray(at))
  } else {
    const riffEnd = 8 + view.getUint32(4, true)
    let at = 12
    while (at + 8 <= Math.min(riffEnd, bytes.length)) {
      const name = String.fromCharCode(...bytes.subarray(at, at + 4))
      const length = view.getUint32(at + 4, true)
      if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(name)) regions.push(bytes.subarray(at + 8, at + 8 + length))
      at += 8 + length + (length % 2)
    }
    regions.push(bytes.subarray(riffEnd))
  }
  return regions
}

/** Whether the image's metadata or appended bytes carry HTML, SVG or script: a polyglot, refused. */
export function carriesMarkup(bytes: Uint8Array, type: UploadImageType): boolean {
  // latin1 maps each byte to one character, so the pattern sees the raw bytes.
  const latin1 = new TextDecoder('latin1')
  return textRegions(bytes, type).some((region) => MARKUP.test(latin1.decode(region)))
}

/** Why an upload is refused, as the API's error code; null when it may be processed. */
export function uploadRefusal(bytes: Uint8Array): 'empty' | 'too_large' | 'unsupported_type' | 'polyglot' | null {
  if (bytes.byteLength === 0) return 'empty'
  if (bytes.byteLength > MAX_IMAGE_BYTES) return 'too_large'
  const type = sniffImageType(bytes)
  if (!type) return 'unsupported_type'
  if (carriesMarkup(bytes, type)) return 'polyglot'
  return null
}

/** Why decoded dimensions are refused, or null. */
export function dimensionRefusal(width: number, height: number): 'too_many_pixels' | 'too_small' | null {
  if (width * height > MAX_IMAGE_PIXELS) return 'too_many_pixels'
  if (width < MIN_IMAGE_WIDTH) return 'too_small'
  return null
}

/** A focal point inside the picture: each coordinate clamped to 0…1. */
export function clampFocal(point: FocalPoint): FocalPoint {
  const clamp = (value: number) => Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5))
  return { x: clamp(point.x), y: clamp(point.y) }
}

/** The file name extension of an original. */
export function imageExtension(type: UploadImageType): 'jpg' | 'png' | 'webp' {
  return type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'webp'
}

/** An uploaded image as the desk sees it. */
export interface UploadedImage {
  uuid: string
  small: string
  medium: string
  large: string
  original: string
  width: number
  height: number
  bytes: number
  content_type: UploadImageType
  focal: FocalPoint
  /** Alt text per language; the site falls back to ru. */
  alt: Partial<Record<Language, string>>
  /** Goes up with every change; a save names the version it was made from. */
  version: number
  uploaded_at: string
}

/** What the desk changes of an image: its alt texts and focal point (the renditions are made again). */
export interface ImageEditBody {
  /**
   * The version the editor saw: a newer one (another editor's change) answers 409.
   * @type uint
   */
  version: number
  /** @maxLength 300 */
  alt_ru?: string
  /** @maxLength 300 */
  alt_en?: string
  /** @maxLength 300 */
  alt_ky?: string
  focal?: {
    /** @minimum 0 @maximum 1 */
    x: number
    /** @minimum 0 @maximum 1 */
    y: number
  }
}
