import { assign, fromCallback, setup } from 'xstate'
import { deskErrorOf, type UploadProgress } from '../src/model/content-editing'
import { mustProvide } from './must-provide'

/**
 * One file's upload from the desk (issue 42): an image or a PDF sent with its progress, which can be cancelled,
 * and retried after a failure; the server's refusal (its code and field errors) is kept for the page to show.
 *   idle ─choose→ uploading ─uploaded→ done (`onUploaded`) ─choose→ uploading
 *                 │  progress (loaded/total)
 *                 ├failed→ failed ─retry→ uploading (same file) / ─choose→ uploading (another)
 *                 └cancel→ idle (the request is aborted)
 * The `send` actor is a callback: it reports `progress`, then `uploaded` or `failed`, and aborts when stopped.
 */

export interface UploadContext {
  file: Blob | null
  progress: UploadProgress
  error: string | null
  fields: Record<string, string[]>
  result: unknown
}

export type UploadEvent =
  | { type: 'choose'; file: Blob }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'uploaded'; result: unknown }
  | { type: 'failed'; error: unknown }

/** What the `send` callback is given. */
export interface UploadInput {
  file: Blob
}

const START = { loaded: 0, total: 0 }

export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent },
  actors: {
    send: fromCallback<UploadEvent, UploadInput>(mustProvide('send')),
  },
  actions: {
    onUploaded: mustProvide('onUploaded') as (args: unknown, result: unknown) => void,
    take: assign(({ event }) => ({ file: (event as Extract<UploadEvent, { type: 'choose' }>).file, progress: START, error: null, fields: {}, result: null })),
    restart: assign({ progress: START, error: null, fields: {} }),
    advance: assign(({ event }) => {
      const { loaded, total } = event as Extract<UploadEvent, { type: 'progress' }>
      return { progress: { loaded, total } }
    }),
    keep: assign(({ event }) => ({ result: (event as Extract<UploadEvent, { type: 'uploaded' }>).result })),
    showError: assign(({ event }) => deskErrorOf((event as Extract<UploadEvent, { type: 'failed' }>).error)),
    forget: assign({ file: null, progress: START, error: null, fields: {} }),
  },
}).createMachine({
  id: 'upload',
  context: { file: null, progress: START, error: null, fields: {}, result: null },
  initial: 'idle',
  states: {
    idle: {
      on: { choose: { target: 'uploading', actions: 'take' } },
    },
    uploading: {
      invoke: { src: 'send', input: ({ context }) => ({ file: context.file! }) },
      on: {
        progress: { actions: 'advance' },
        uploaded: { target: 'done', actions: ['keep', { type: 'onUploaded', params: ({ event }: { event: Extract<UploadEvent, { type: 'uploaded' }> }) => event.result }] },
        failed: { target: 'failed', actions: 'showError' },
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    failed: {
      on: {
        retry: { target: 'uploading', actions: 'restart' },
        choose: { target: 'uploading', actions: 'take' },
        cancel: { target: 'idle', actions: 'forget' },
      },
    },
    done: {
      on: { choose: { target: 'uploading', actions: 'take' } },
    },
  },
})
