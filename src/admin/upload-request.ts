/** The upload machine's transport (issue 42): XMLHttpRequest, whose upload reports progress, aborted when stopped. */
import { fromCallback } from 'xstate'
import type { UploadEvent, UploadInput } from '../../machines/upload.machine'
import { STAFF_API_PREFIX } from '../model/staff-contract/endpoints'

/** Sends the file's own bytes to the staff API's `path` (with its query), as the contract's upload endpoints take them. */
export function uploadSender(pathOf: (file: Blob) => string) {
  return fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${STAFF_API_PREFIX}${pathOf(input.file)}`)
    request.setRequestHeader('Content-Type', input.file.type || 'application/octet-stream')
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => sendBack({ type: 'progress', loaded: event.loaded, total: event.lengthComputable ? event.total : input.file.size })
    request.onload = () => {
      const body = parsedJson(request.responseText)
      if (request.status >= 200 && request.status < 300) sendBack({ type: 'uploaded', result: body })
      else sendBack({ type: 'failed', error: { code: body?.code ?? `http_${request.status}`, body } })
    }
    request.onerror = () => sendBack({ type: 'failed', error: { code: 'network' } })
    request.send(input.file)
    return () => {
      if (request.readyState !== XMLHttpRequest.DONE) request.abort()
    }
  })
}

function parsedJson(text: string): { code?: string } | null {
  try {
    return JSON.parse(text) as { code?: string }
  } catch {
    return null
  }
}
