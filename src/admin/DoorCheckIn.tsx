import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import { doorCheckInMachine, type AnswerSource } from '../../machines/door-check-in.machine'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLanguage } from '../components/layout/use-language'
import { useT } from '../i18n/intl'
import { fillPath } from '../model/api-contract/endpoint'
import { doorTokenHash, eventStart, type CheckInAnswer, type CheckInBody, type DoorList } from '../model/check-in'
import type { Language } from '../model/languages'
import { STAFF_API_PREFIX, STAFF_ENDPOINTS } from '../model/staff-contract/endpoints'
import { zonedMoment } from '../model/tickets'
import { DEFAULT_TIME_ZONE } from '../model/time-zones'
import { DoorCamera } from './DoorCamera'
import { storedQueue, storeQueue } from './door-queue-storage'
import type { StaffClient } from './staff-client'

const TONE: Record<CheckInAnswer['status'], 'ok' | 'warn' | 'bad'> = {
  checked_in: 'ok',
  already: 'warn',
  wrong_event: 'bad',
  refunded: 'bad',
  unpaid: 'bad',
  unknown: 'bad',
}

/** The chosen event's door (issue 44): a scan or a typed number answered at once from the event's list, check-ins synced behind. */
export function DoorCheckIn({ staff, list, me }: { staff: StaffClient; list: DoorList; me: string }) {
  const t = useT()
  const language = useLanguage()
  const id = list.event.uuid
  const [snapshot, send] = useMachine(
    doorCheckInMachine.provide({
      actors: {
        digest: fromPromise(({ input }: { input: string }) => doorTokenHash(input)),
        checkIn: fromPromise(({ input }: { input: CheckInBody }) => staff.checkIn({ params: { id }, query: { language }, body: input })),
        loadList: fromPromise(() => staff.doorList({ params: { id }, query: { language } })),
      },
    }),
    { input: { list, me } },
  )
  const queue = snapshot.context.queue
  useEffect(() => send({ type: 'restore', queue: storedQueue(id) }), [id, send])
  useEffect(() => storeQueue(id, queue), [id, queue])
  useEffect(() => {
    const online = () => send({ type: 'online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [send])
  const scan = (code: string, source: 'camera' | 'typed') => send({ type: 'scan', code, source, scanId: crypto.randomUUID(), at: new Date().toISOString() })
  const { event } = snapshot.context.list
  const zone = event.time_zone ?? DEFAULT_TIME_ZONE
  const csv = `${STAFF_API_PREFIX}${fillPath(STAFF_ENDPOINTS.attendeesCsv.path, { id })}?language=${language}`
  return (
    <div className="admin-page container door">
      <p className="door__back">
        <LocalizedLink to="/admin/check-in">{t('admin.check_in.all_events')}</LocalizedLink>
      </p>
      <h1 className="admin-page__title">{event.title}</h1>
      <p className="door__meta">
        {eventStart(event, language)}
        {event.city ? ` · ${event.city}` : ''}
      </p>
      <p className="door__count">{t('admin.check_in.count', { checked: event.checked_in, sold: event.sold })}</p>
      <CodeForm onCode={(code) => scan(code, 'typed')} />
      <DoorCamera onCode={(code) => scan(code, 'camera')} />
      <div className={`door-answer door-answer--${snapshot.context.answer ? TONE[snapshot.context.answer.status] : 'none'}`} role="status">
        {snapshot.context.answer ? <AnswerText answer={snapshot.context.answer} source={snapshot.context.source} zone={zone} language={language} /> : null}
      </div>
      <p className="door__sync">
        {snapshot.context.queue.length ? t('admin.check_in.queue', { count: snapshot.context.queue.length }) : t('admin.check_in.synced')}
      </p>
      {snapshot.context.conflicts.length ? (
        <section className="door__conflicts" aria-labelledby="door-conflicts">
          <h2 id="door-conflicts">{t('admin.check_in.conflicts')}</h2>
          <ul>
            {snapshot.context.conflicts.map((conflict, index) => (
              <li key={index}>
                <AnswerText answer={conflict} source="server" zone={zone} language={language} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href={csv} download>
          {t('admin.check_in.csv')}
        </a>
      </p>
    </div>
  )
}

function AnswerText({ answer, source, zone, language }: { answer: CheckInAnswer; source: AnswerSource | null; zone: string; language: Language }) {
  const t = useT()
  const at = answer.checked_in_at ? zonedMoment(answer.checked_in_at, zone, language) : null
  return (
    <>
      <p className="door-answer__status">{t(`admin.check_in.status.${answer.status}`)}</p>
      {answer.number !== null ? <p className="door-answer__who">{t('admin.check_in.ticket', { number: answer.number, name: answer.name ?? '' })}</p> : null}
      {answer.option ? <p className="door-answer__detail">{answer.option}</p> : null}
      {answer.status === 'already' && at ? (
        // In the event's zone, as its tickets show times, and labelled so (the desk's lists say МСК).
        <p className="door-answer__detail">{t('admin.check_in.when_who', { date: at.date, time: `${at.time} (${at.offset})`, who: answer.checked_in_by ?? '—' })}</p>
      ) : null}
      {answer.status === 'wrong_event' && answer.event_title ? <p className="door-answer__detail">{answer.event_title}</p> : null}
      {source === 'no_answer' ? <p className="door-answer__detail">{t('admin.check_in.no_answer')}</p> : null}
    </>
  )
}

/** The typed order number (or a ticket's code): sent, then cleared for the next one. */
function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const t = useT()
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!code.trim()) return
    onCode(code)
    setCode('')
    input.current?.focus()
  }
  return (
    <form className="door-form" onSubmit={submit}>
      <label className="field door-form__field">
        <span className="field__label">{t('admin.check_in.code')}</span>
        <input
          ref={input}
          className="field__control"
          name="code"
          autoComplete="off"
          enterKeyHint="go"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <button className="button button--primary" type="submit">
        {t('admin.check_in.check')}
      </button>
    </form>
  )
}
