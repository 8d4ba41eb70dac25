import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { ListResponse } from '../../src/model/api'
import type { ReviewEntity } from '../../src/model/entities/shop'
import { expect, test } from './support/fixtures'
import { hydrated } from './support/interactive'
import { message } from './support/languages'

/** The built file of the video modal's code (its name carries the build's hash). */
const ASSETS = path.resolve(import.meta.dirname, '../../dist/client/assets')
const VIDEO_MODAL_CHUNK = `/assets/${fs.readdirSync(ASSETS).find((name) => /^VideoModal-.+\.js$/.test(name))}`

/** Fails the chunk's requests (as after a deploy removed it) while `failing` is true; serves it otherwise. */
async function breakChunk(page: Page, chunkPath: string) {
  const chunk = { failing: true, requests: 0 }
  await page.route(`**${chunkPath}`, (route) => {
    chunk.requests += 1
    return chunk.failing ? route.abort('failed') : route.continue()
  })
  return chunk
}

/** The documents the tab requests: the first visit, then each reload (the router's own history entries are not). */
function requestedDocuments(page: Page) {
  const documents: string[] = []
  page.on('request', (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()))
  return documents
}

test.use({ failsOnPurpose: [VIDEO_MODAL_CHUNK] })

test('@desktop a modal whose chunk fails reloads the page once; a second failure within the minute shows the error toast, and the next click opens it (ERR-07, CONST-06, issue 23)', async ({
  page,
}) => {
  const reviews = (await (await page.request.get('/api/client/reviews?moderated=true&language=ru&limit=24&order_by=-created')).json()) as ListResponse<ReviewEntity>
  const withVideo = reviews.rows.find((review) => review.body_video?.includes('youtube.com'))
  expect(withVideo, 'the first page of the seed has a review with a YouTube video').toBeDefined()
  const play = page.getByRole('button', { name: new RegExp(`^${message('ru', 'reviews.watch_video')}.*${withVideo!.client_name}$`) })
  const dialog = page.getByRole('dialog', { name: withVideo!.client_name })
  const chunk = await breakChunk(page, VIDEO_MODAL_CHUNK)
  const documents = requestedDocuments(page)
  await page.goto('/reviews')

  // The first failure: one reload.
  await (await hydrated(play)).click()
  await expect.poll(() => documents.length).toBe(2)
  await page.waitForLoadState('load')

  // Within the minute: no second reload, the modal closes and the error toast says so.
  const requestsBefore = chunk.requests
  await (await hydrated(play)).click()
  await expect(page.getByRole('alert')).toContainText(message('ru', 'errors.internal_short'))
  expect(chunk.requests).toBeGreaterThan(requestsBefore)
  await expect(dialog).toBeHidden()

  // The chunk is served again: the same button opens the modal.
  chunk.failing = false
  await play.click()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  expect(documents).toHaveLength(2)
})
