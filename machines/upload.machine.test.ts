import { createActor, fromCallback } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { uploadMachine, type UploadEvent, type UploadInput } from './upload.machine'

/** A fake transport: the test drives it through `send`, and sees what was started and aborted. */
function start() {
  const started: Blob[] = []
  let aborted = 0
  let report: (event: UploadEvent) => void = () => {}
  const onUploaded = vi.fn()
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        send: fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
          started.push(input.file)
          report = sendBack
          return () => {
            aborted += 1
          }
        }),
      },
      actions: { onUploaded: (_, result) => onUploaded(result) },
    }),
  ).start()
  return { actor, started, aborted: () => aborted, report: (event: UploadEvent) => report(event), onUploaded }
}

const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' })
const refusal = (code: string, fields?: Record<string, string[]>) => Object.assign(new Error(code), { code, body: { code, message: code, fields } })

describe('upload machine (issue 42: uploads with progress, cancel and retry)', () => {
  it('shows the progress and hands over the server’s answer', () => {
    const { actor, report, onUploaded } = start()
    actor.send({ type: 'choose', file: photo })
    expect(actor.getSnapshot().value).toBe('uploading')
    report({ type: 'progress', loaded: 5, total: 10 })
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 5, total: 10 })
    report({ type: 'uploaded', result: { uuid: 'u1' } })
    expect(actor.getSnapshot().value).toBe('done')
    expect(onUploaded).toHaveBeenCalledWith({ uuid: 'u1' })
  })

  it('cancel aborts the request and forgets the file', () => {
    const { actor, aborted, onUploaded } = start()
    actor.send({ type: 'choose', file: photo })
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(aborted()).toBe(1)
    expect(actor.getSnapshot().context.file).toBeNull()
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('a refusal keeps the server’s code and field errors; retry sends the same file again from zero', () => {
    const { actor, report, started } = start()
    actor.send({ type: 'choose', file: photo })
    report({ type: 'progress', loaded: 10, total: 10 })
    report({ type: 'failed', error: refusal('invalid_input', { name: ['forms.errors.required'] }) })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ error: 'invalid_input', fields: { name: ['forms.errors.required'] } })
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().context).toMatchObject({ progress: { loaded: 0, total: 0 }, error: null, fields: {} })
    expect(started).toEqual([photo, photo])
  })

  it('a lost connection reads as "network"; choosing another file after a failure uploads that one', () => {
    const { actor, report, started } = start()
    actor.send({ type: 'choose', file: photo })
    report({ type: 'failed', error: new TypeError('Failed to fetch') })
    expect(actor.getSnapshot().context.error).toBe('network')
    const other = new Blob(['png'], { type: 'image/png' })
    actor.send({ type: 'choose', file: other })
    expect(started).toEqual([photo, other])
  })

  it('after one upload, another file starts a new one', () => {
    const { actor, report, started } = start()
    actor.send({ type: 'choose', file: photo })
    report({ type: 'uploaded', result: 1 })
    actor.send({ type: 'choose', file: photo })
    expect(actor.getSnapshot().value).toBe('uploading')
    expect(started).toHaveLength(2)
  })
})
