import { useMachine } from '@xstate/react'
import { uploadMachine } from '../../machines/upload.machine'
import { useLatest } from '../components/use-latest'
import { uploadSender } from './upload-request'

/** Runs uploadMachine over XMLHttpRequest to the staff API's `pathOf(file)`; `onUploaded` gets the server's answer. */
export function useUpload<Result>(pathOf: (file: Blob) => string, onUploaded: (result: Result) => unknown) {
  // The address is taken when an upload starts, from the newest `pathOf` (a choice made on the page since).
  const latestPath = useLatest(pathOf)
  const [snapshot, send] = useMachine(
    uploadMachine.provide({
      actors: { send: uploadSender((file) => latestPath.current(file)) },
      actions: { onUploaded: (_, result) => void onUploaded(result as Result) },
    }),
  )
  const { progress, error, fields } = snapshot.context
  return {
    choose: (file: Blob) => send({ type: 'choose', file }),
    cancel: () => send({ type: 'cancel' }),
    retry: () => send({ type: 'retry' }),
    uploading: snapshot.matches('uploading'),
    failed: snapshot.matches('failed'),
    /** 0–100, or null before the size is known. */
    percent: progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null,
    error,
    fields,
  }
}

export type Upload = ReturnType<typeof useUpload>
