/**
 * The time to upload one photo and make its renditions (issue 42 "npm run bench prints the time to upload and render
 * one photo's renditions"): a 3000×2000 JPEG like a phone's, sent to POST /api/staff/images with the bench admin's
 * staff cookie; the answer comes once the original and the three WebP renditions are in R2. Part of api-latency.mjs.
 */
import http from 'node:http'

/** A 3000×2000 JPEG with detail in it (a gradient under noise), so the encoder has real work. */
async function phonePhoto() {
  const { default: sharp } = await import('sharp')
  const width = 3000
  const height = 2000
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = (i / 3) % width
    pixels[i] = (x * 255) / width
    pixels[i + 1] = seed & 0xff
    pixels[i + 2] = 128
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
}

function upload(server, bytes) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const request = http.request(
      `${server.origin}/api/staff/images`,
      { method: 'POST', agent: server.agent, headers: { 'content-type': 'image/jpeg', 'content-length': bytes.length, cookie: server.staffCookie, origin: server.origin } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
      },
    )
    request.setTimeout(60_000, () => request.destroy(new Error('image upload timed out')))
    request.on('error', reject)
    request.end(bytes)
  })
}

/** Uploads the photo `times` times and prints the median and slowest time. */
export async function measureImageUpload(server, { times = 5, log = console.log } = {}) {
  const photo = await phonePhoto()
  const answers = []
  for (let i = 0; i < times; i += 1) answers.push(await upload(server, photo))
  const failed = answers.filter((answer) => answer.status !== 201)
  if (failed.length) {
    log(`image upload: ${failed.length} of ${times} answered ${failed.map((answer) => answer.status).join(', ')}`)
    return
  }
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  log(
    `\nImage upload (${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 3000×2000 → original + 3 WebP renditions in R2), ` +
      `${times} uploads: median ${ms[Math.floor(times / 2)].toFixed(0)} ms, slowest ${ms.at(-1).toFixed(0)} ms`,
  )
}
