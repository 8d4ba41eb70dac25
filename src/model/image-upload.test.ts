import { describe, expect, it } from 'vitest'
import { solidPng, withAppended } from '../../tests/worker/test-images'
import { carriesMarkup, clampFocal, dimensionRefusal, MAX_IMAGE_BYTES, sniffImageType, uploadRefusal } from './image-upload'

/** JPEG-shaped bytes: SOI, an APP0 and a COM segment, a scan of `scan` bytes, EOI, then `after`. */
function jpeg(options: { comment?: string; scan?: Uint8Array; after?: string } = {}): Uint8Array {
  const comment = new TextEncoder().encode(options.comment ?? 'made by a camera')
  const scan = options.scan ?? new Uint8Array(64).fill(0x11)
  const after = new TextEncoder().encode(options.after ?? '')
  const parts = [
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff, ...comment],
    [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0],
    [...scan],
    [0xff, 0xd9],
    [...after],
  ]
  return new Uint8Array(parts.flat())
}

describe('uploaded images: what the desk accepts (issue 42, BE-05)', () => {
  it('reads the type from the bytes: JPEG, PNG and WebP; a script named .jpg or an SVG is not an image', async () => {
    expect(sniffImageType(jpeg())).toBe('image/jpeg')
    expect(sniffImageType(await solidPng(4, 4))).toBe('image/png')
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp')
    expect(uploadRefusal(new TextEncoder().encode('<script>alert(1)</script>'))).toBe('unsupported_type')
    expect(uploadRefusal(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('unsupported_type')
    expect(uploadRefusal(new Uint8Array())).toBe('empty')
    expect(uploadRefusal(new Uint8Array(MAX_IMAGE_BYTES + 1))).toBe('too_large')
  })

  it('refuses markup in the metadata or after the end, never a match by chance in the compressed pixels', async () => {
    expect(uploadRefusal(jpeg())).toBeNull()
    expect(uploadRefusal(jpeg({ comment: '<script>alert(1)</script>' }))).toBe('polyglot')
    expect(uploadRefusal(jpeg({ after: '<html><body onload=alert(1)>' }))).toBe('polyglot')
    expect(uploadRefusal(withAppended(await solidPng(4, 4), '<?php system($_GET[1]); ?>'))).toBe('polyglot')
    expect(uploadRefusal(await solidPng(4, 4))).toBeNull()
    // The same words inside the scan are pixels, not text a browser could run.
    expect(carriesMarkup(jpeg({ scan: new TextEncoder().encode('..<svg onload..<script..') }), 'image/jpeg')).toBe(false)
  })

  it('refuses a decompression bomb and a picture too small for a card; clamps the focal point', () => {
    expect(dimensionRefusal(10_000, 10_000)).toBe('too_many_pixels')
    expect(dimensionRefusal(200, 120)).toBe('too_small')
    expect(dimensionRefusal(4000, 3000)).toBeNull()
    expect(clampFocal({ x: -1, y: 2 })).toEqual({ x: 0, y: 1 })
  })
})
