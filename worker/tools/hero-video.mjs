/**
 * Makes the home hero's background video and its poster (HOME-02) on this machine, without downloading anything:
 * Debian's Chromium (through Playwright) draws a dawn over the mountains on a canvas, MediaRecorder records it to
 * WebM (VP9, else VP8) and the first frame is saved as the WebP poster. The animation is periodic, so the video
 * loops without a seam.
 *
 *   node worker/tools/hero-video.mjs [--seconds 7] [--out public/media/hero]
 *
 * Writes hero.webm and hero-poster.webp and prints their sizes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.mjs'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '7' },
    out: { type: 'string', default: 'public/media/hero' },
  },
})
const seconds = Number(values.seconds)
if (!(seconds >= 2 && seconds <= 20)) throw new Error('--seconds must be between 2 and 20')
const outDir = path.resolve(values.out)

/** Frame size and the encoder's budget: about 300 KB for 7 s. */
const VIDEO = { width: 960, height: 540, fps: 30, bitsPerSecond: 320_000 }

/**
 * Runs in the page. Draws frame `t` (seconds) of a loop of `period` seconds: a night-to-dawn sky, twinkling stars,
 * the sun's breathing glow behind the snowy peak, drifting clouds and two mountain ridges (the hero's scenery).
 */
function scene(ctx, t, period, { width: w, height: h }) {
  const phase = (t % period) / period
  const wave = (k, offset = 0) => Math.sin(2 * Math.PI * (phase * k + offset))

  const sky = ctx.createLinearGradient(0, 0, 0, h)
  sky.addColorStop(0, '#0b3d91')
  sky.addColorStop(0.45, '#0a3278')
  sky.addColorStop(1, '#061634')
  ctx.fillStyle = sky
  ctx.fillRect(0, 0, w, h)

  // Stars: fixed places from a small deterministic generator, each twinkling at a whole number of cycles a loop.
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  for (let i = 0; i < 90; i++) {
    const x = random() * w
    const y = random() * h * 0.55
    const size = 0.6 + random() * 1.4
    const cycles = 1 + Math.floor(random() * 3)
    const alpha = 0.35 + 0.35 * (1 + wave(cycles, random())) * 0.5
    ctx.fillStyle = `rgba(230, 238, 252, ${alpha.toFixed(3)})`
    ctx.beginPath()
    ctx.arc(x, y, size, 0, Math.PI * 2)
    ctx.fill()
  }

  // The sun behind the far ridge, its glow breathing once a loop.
  const sunX = w * 0.78
  const sunY = h * 0.6
  const glowRadius = h * (0.55 + 0.05 * wave(1))
  const glow = ctx.createRadialGradient(sunX, sunY, 0, sunX, sunY, glowRadius)
  glow.addColorStop(0, 'rgba(245, 183, 59, 0.55)')
  glow.addColorStop(1, 'rgba(245, 183, 59, 0)')
  ctx.fillStyle = glow
  ctx.fillRect(0, 0, w, h)
  // Slow rays turning a sixth of a turn a loop (six rays: the picture repeats).
  ctx.save()
  ctx.translate(sunX, sunY)
  ctx.rotate((phase * Math.PI * 2) / 6)
  ctx.fillStyle = 'rgba(255, 227, 163, 0.07)'
  for (let i = 0; i < 6; i++) {
    ctx.rotate(Math.PI / 3)
    ctx.beginPath()
    ctx.moveTo(0, 0)
    ctx.lineTo(h * 0.9, -h * 0.06)
    ctx.lineTo(h * 0.9, h * 0.06)
    ctx.closePath()
    ctx.fill()
  }
  ctx.restore()
  const sun = ctx.createRadialGradient(sunX, sunY - 6, 0, sunX, sunY, h * 0.13)
  sun.addColorStop(0, '#ffe3a3')
  sun.addColorStop(0.7, '#f5b73b')
  sun.addColorStop(1, 'rgba(245, 183, 59, 0)')
  ctx.fillStyle = sun
  ctx.beginPath()
  ctx.arc(sunX, sunY, h * 0.13, 0, Math.PI * 2)
  ctx.fill()

  // Clouds drifting left by exactly the width plus their own length each loop.
  const cloud = (baseX, y, scale, alpha) => {
    const span = w + 300 * scale
    const x = ((((baseX - phase * span) % span) + span) % span) - 150 * scale
    ctx.fillStyle = `rgba(196, 214, 247, ${alpha})`
    ctx.beginPath()
    ctx.ellipse(x, y, 120 * scale, 18 * scale, 0, 0, Math.PI * 2)
    ctx.ellipse(x + 50 * scale, y - 12 * scale, 70 * scale, 20 * scale, 0, 0, Math.PI * 2)
    ctx.ellipse(x - 45 * scale, y - 6 * scale, 55 * scale, 14 * scale, 0, 0, Math.PI * 2)
    ctx.fill()
  }
  cloud(w * 0.2, h * 0.22, 1, 0.16)
  cloud(w * 0.75, h * 0.34, 0.8, 0.12)
  cloud(w * 1.1, h * 0.14, 0.6, 0.1)

  const ridge = (points, top, colours) => {
    const fill = ctx.createLinearGradient(0, h * top, 0, h)
    colours.forEach((colour, i) => fill.addColorStop(i / (colours.length - 1), colour))
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.moveTo(0, h)
    for (const [x, y] of points) ctx.lineTo(w * x, h * y)
    ctx.lineTo(w, h)
    ctx.closePath()
    ctx.fill()
  }
  ridge(
    [[0, 0.74], [0.09, 0.66], [0.18, 0.7], [0.3, 0.56], [0.41, 0.66], [0.52, 0.6], [0.63, 0.69], [0.74, 0.52], [0.86, 0.63], [0.94, 0.58], [1, 0.64]],
    0.52,
    ['#3a67b8', '#1a468f'],
  )
  // Snow on the highest peak.
  ctx.fillStyle = 'rgba(244, 248, 255, 0.92)'
  ctx.beginPath()
  ctx.moveTo(w * 0.74, h * 0.52)
  ctx.lineTo(w * 0.765, h * 0.545)
  ctx.lineTo(w * 0.752, h * 0.552)
  ctx.lineTo(w * 0.741, h * 0.566)
  ctx.lineTo(w * 0.73, h * 0.555)
  ctx.lineTo(w * 0.718, h * 0.561)
  ctx.closePath()
  ctx.fill()
  ridge(
    [[0, 0.84], [0.12, 0.76], [0.22, 0.81], [0.35, 0.7], [0.47, 0.8], [0.58, 0.75], [0.7, 0.83], [0.82, 0.72], [0.92, 0.8], [1, 0.77]],
    0.7,
    ['#17407f', '#0d2c66'],
  )
}

/** Runs in the page: records `seconds` of the scene and returns the video and the poster as base64. */
async function record({ seconds, video, sceneSource }) {
  const draw = new Function(`return (${sceneSource})`)()
  const canvas = document.createElement('canvas')
  canvas.width = video.width
  canvas.height = video.height
  document.body.append(canvas)
  const ctx = canvas.getContext('2d')
  const toBase64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(text)
  }

  draw(ctx, 0, seconds, video)
  const poster = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82))

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type))
  if (!mimeType) throw new Error('this Chromium records no WebM')
  const stream = canvas.captureStream(video.fps)
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: video.bitsPerSecond })
  const chunks = []
  recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))

  const start = performance.now()
  recorder.start(1000)
  await new Promise((resolve) => {
    const frame = () => {
      const elapsed = (performance.now() - start) / 1000
      draw(ctx, Math.min(elapsed, seconds), seconds, video)
      if (elapsed >= seconds) resolve()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  recorder.stop()
  await stopped
  return { mimeType, video: await toBase64(new Blob(chunks, { type: 'video/webm' })), poster: await toBase64(poster) }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: VIDEO.width, height: VIDEO.height } })
  await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>')
  const result = await page.evaluate(record, { seconds, video: VIDEO, sceneSource: scene.toString() })
  fs.mkdirSync(outDir, { recursive: true })
  const files = [
    ['hero.webm', Buffer.from(result.video, 'base64')],
    ['hero-poster.webp', Buffer.from(result.poster, 'base64')],
  ]
  for (const [name, bytes] of files) {
    fs.writeFileSync(path.join(outDir, name), bytes)
    console.log(`${path.relative(process.cwd(), path.join(outDir, name))}: ${(bytes.length / 1024).toFixed(1)} KB`)
  }
  console.log(`${result.mimeType}, ${VIDEO.width}×${VIDEO.height}, ${seconds} s`)
} finally {
  await browser.close()
}
