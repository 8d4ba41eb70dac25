import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useT } from '../i18n/intl'
import { qrReader } from './qr-detector'

/** How often a camera frame is read. */
const FRAME_MS = 150

/**
 * The door's camera (issue 44): while on, each frame's QR code goes to `onCode` (the machine takes repeated reads of
 * one code as one scan); a photo of a QR code is read the same way where the camera cannot stream.
 */
export function DoorCamera({ onCode }: { onCode: (code: string) => void }) {
  const t = useT()
  const [on, setOn] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const video = useRef<HTMLVideoElement>(null)
  const latest = useRef(onCode)
  useEffect(() => {
    latest.current = onCode
  })

  useEffect(() => {
    if (!on) return
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped) return
        video.current!.srcObject = stream
        await video.current!.play()
        const read = await qrReader()
        const frame = async () => {
          if (stopped) return
          const code = await read(video.current!).catch(() => null)
          if (code) latest.current(code)
          timer = setTimeout(frame, FRAME_MS)
        }
        void frame()
      } catch {
        setProblem('admin.check_in.camera_error')
        setOn(false)
      }
    }
    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [on])

  const photo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setProblem(null)
    const code = await Promise.all([qrReader(), createImageBitmap(file)])
      .then(([read, bitmap]) => read(bitmap))
      .catch(() => null)
    if (code) latest.current(code)
    else setProblem('admin.check_in.photo_none')
  }

  return (
    <div className="door-camera">
      <div className="door-camera__actions">
        <button
          className="button button--ghost"
          type="button"
          aria-pressed={on}
          onClick={() => {
            setProblem(null)
            setOn(!on)
          }}
        >
          {t(on ? 'admin.check_in.camera_stop' : 'admin.check_in.camera')}
        </button>
        <label className="button button--ghost door-camera__photo">
          {t('admin.check_in.photo')}
          <input className="visually-hidden" type="file" accept="image/*" capture="environment" onChange={(event) => void photo(event)} />
        </label>
      </div>
      {on ? <video ref={video} className="door-camera__video" muted playsInline aria-label={t('admin.check_in.camera')} /> : null}
      {problem ? (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  )
}
