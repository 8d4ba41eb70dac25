/**
 * Images made in the test itself (issue 42): a PNG of one colour, encoded here (signature, IHDR, one deflated IDAT,
 * IEND, each with its CRC-32), so no binary file is kept in the tree. The Images binding turns it into JPEG or WebP.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(name: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(name), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** A width × height PNG (8-bit RGB) filled with `rgb`, its left half a little darker so a crop shows. */
export async function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 90, 40]): Promise<Uint8Array<ArrayBuffer>> {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8)
  const row = new Uint8Array(1 + width * 3)
  for (let x = 0; x < width; x += 1) row.set(x < width / 2 ? rgb.map((v) => v >> 1) : rgb, 1 + x * 3)
  const pixels = new Uint8Array(row.length * height)
  for (let y = 0; y < height; y += 1) pixels.set(row, y * row.length)
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', await deflate(pixels)), chunk('IEND', new Uint8Array())]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** The same bytes with `extra` appended (a polyglot when it is markup). */
export function withAppended(bytes: Uint8Array, extra: string): Uint8Array<ArrayBuffer> {
  const tail = new TextEncoder().encode(extra)
  const out = new Uint8Array(bytes.length + tail.length)
  out.set(bytes)
  out.set(tail, bytes.length)
  return out
}
