import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { DateTime } from '../components/DateTime'
import { LocalizedLink } from '../components/layout/LocalizedLink'
import { useLocalizedPath } from '../components/layout/use-language'
import { formatTime, timeZoneLabel } from '../i18n/format'
import { useIntl, useT } from '../i18n/intl'
import { contentStateOf, draftOf, instantOfLocal, textsOnlyFor, writeBodyOf } from '../model/content-editor'
import { CONTENT_TYPES, type ContentItem, type ContentItemAnswer, type ContentTypeName } from '../model/content-types'
import { isOptionKind } from '../model/item-options'
import { useContentLabels } from './content-labels'
import { ContentForm } from './ContentForm'
import { ContentPreviewLinks } from './ContentPreviewLinks'
import { DeskConfirm } from './DeskConfirm'
import { useDeskAction } from './desk-action'
import { ItemOptionsEditor } from './ItemOptionsEditor'
import type { ContentEditorData } from './load-content'
import { ProductPropsEditor } from './ProductPropsEditor'
import { PublishAtField } from './PublishAtField'
import { TrainerBlocksEditor } from './TrainerBlocksEditor'
import type { StaffClient } from './staff-client'
import { useAutosave, type Autosave } from './use-autosave'
import { useConfirmedAction } from './use-confirmed-action'
import './admin.css'
import './desk-content.css'

/** /admin/content/{kind}/new and /{id} (issue 42.2): a new item's form, or an item's editor with its publication. */
export function ContentEditorPage({ staff, data }: { staff: StaffClient; data: ContentEditorData }) {
  const t = useT()
  const labels = useContentLabels()
  const { kind, item } = data
  return (
    <div className="admin-page container desk-content">
      <p className="desk-content__up">
        <LocalizedLink to={`/admin/content/${kind}`}>{labels.type(kind)}</LocalizedLink>
      </p>
      <h1 className="admin-page__title">{item ? t('admin.content.edit_title') : t('admin.content.new_title')}</h1>
      {item ? <ItemEditor staff={staff} data={data} item={item} /> : <NewItem staff={staff} data={data} />}
      {data.parts?.options ? <ItemOptionsEditor staff={staff} options={data.parts.options} roles={data.roles} /> : null}
      {data.parts?.props ? <ProductPropsEditor staff={staff} props={data.parts.props} roles={data.roles} /> : null}
      {data.parts?.trainerBlocks ? <TrainerBlocksEditor key={data.parts.trainerBlocks.version} staff={staff} loaded={data.parts.trainerBlocks} images={data.images} now={data.now} /> : null}
      {!item && isOptionKind(kind) ? <p className="field__hint">{t('admin.item_parts.after_create')}</p> : null}
    </div>
  )
}

function NewItem({ staff, data }: { staff: StaffClient; data: ContentEditorData }) {
  const t = useT()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { kind } = data
  const [draft, setDraft] = useState(() => draftOf(kind, null, data.now))
  const create = useDeskAction(
    staff,
    (body: ReturnType<typeof writeBodyOf>) => staff.contentCreate({ params: { kind }, body }),
    (created) => navigate({ to: localize(`/admin/content/${kind}/${created.key}`) }),
  )
  const textsOnly = textsOnlyFor(kind, data.roles)
  return (
    <form
      className="desk-content-form"
      onSubmit={(event) => {
        event.preventDefault()
        create.run(writeBodyOf(kind, draft), event.currentTarget)
      }}
    >
      {textsOnly ? (
        <p className="admin-card__todo">{t('admin.content.texts_only_create')}</p>
      ) : (
        <>
          <ContentForm kind={kind} now={data.now} draft={draft} onChange={setDraft} fields={create.fields} textsOnly={false} options={data.options} images={data.images} previews={{}} files={data.files} staff={staff} />
          {create.error ? (
            <p className="field__error" role="alert">
              {t(create.error)}
            </p>
          ) : null}
          <div className="admin-actions desk-content-bar">
            <button className="button button--primary" type="submit" disabled={create.busy}>
              {t('admin.content.create')}
            </button>
          </div>
        </>
      )}
    </form>
  )
}

function ItemEditor({ staff, data, item }: { staff: StaffClient; data: ContentEditorData; item: ContentItemAnswer }) {
  const t = useT()
  const { kind } = data
  const key = item.key
  const autosave = useAutosave(
    draftOf(kind, item, data.now),
    item.version,
    async (draft, version) => ({ version: (await staff.contentUpdate({ params: { kind, id: key }, body: { ...writeBodyOf(kind, draft), version } })).version }),
    async () => {
      const stored = await staff.contentItem({ params: { kind, id: key } })
      return { draft: draftOf(kind, stored, Date.now()), version: stored.version }
    },
  )
  const textsOnly = textsOnlyFor(kind, data.roles)
  return (
    <form className="desk-content-form" onSubmit={(event) => (event.preventDefault(), autosave.saveNow(event.currentTarget))}>
      <SaveState autosave={autosave} />
      <Publication staff={staff} kind={kind} item={item} autosave={autosave} textsOnly={textsOnly} now={data.now} />
      <ContentForm kind={kind} now={data.now} draft={autosave.draft} onChange={autosave.edit} fields={autosave.fields} textsOnly={textsOnly} options={data.options} images={data.images} previews={item.image_previews} files={data.files} staff={staff} />
      <div className="admin-actions desk-content-bar">
        <button className="button button--primary" type="submit" disabled={autosave.state === 'saving'}>
          {t('admin.content.save_now')}
        </button>
        <SaveState autosave={autosave} compact />
      </div>
    </form>
  )
}

/** The autosave's state in words: saved at, saving, unsaved, failed (the text kept), or the 409's choices. */
function SaveState({ autosave, compact = false }: { autosave: Autosave; compact?: boolean }) {
  const t = useT()
  const intl = useIntl()
  // The centre's time with its label, as every time of the desk (`04:34 МСК`), not the browser's own.
  const savedAt = autosave.savedAt === null ? null : new Date(autosave.savedAt).toISOString()
  const time = savedAt === null ? null : `${formatTime(savedAt)} ${timeZoneLabel(intl, savedAt)}`
  const text =
    autosave.state === 'saving' || autosave.state === 'overwriting'
      ? t('admin.content.saving')
      : autosave.state === 'editing'
        ? t('admin.content.unsaved')
        : autosave.state === 'failed'
          ? t('admin.content.save_failed')
          : autosave.state === 'conflict' || autosave.state === 'reloading'
            ? t('admin.content.conflict')
            : time
              ? t('admin.content.saved_at', { time })
              : t('admin.content.saved')
  if (compact) return <p className="desk-content-save">{text}</p>
  return (
    <div className={`desk-content-save desk-content-save--${autosave.state}`} role="status">
      <p>{text}</p>
      {autosave.state === 'failed' ? (
        <>
          <p>{t(Object.keys(autosave.fields).length > 0 ? 'admin.content.fix_fields' : 'admin.errors.other')}</p>
          <button type="button" className="button button--outline" onClick={autosave.retry}>
            {t('admin.upload.retry')}
          </button>
        </>
      ) : null}
      {autosave.state === 'conflict' ? (
        <div className="admin-actions">
          <button type="button" className="button button--outline" onClick={autosave.reload}>
            {t('admin.content.conflict_reload')}
          </button>
          <button type="button" className="button button--ghost" onClick={autosave.overwrite}>
            {t('admin.content.conflict_overwrite')}
          </button>
        </div>
      ) : null}
      {autosave.kept && autosave.state === 'saved' ? (
        <div className="admin-actions">
          <span>{t('admin.content.kept')}</span>
          <button type="button" className="button button--outline" onClick={autosave.restore}>
            {t('admin.content.kept_restore')}
          </button>
          <button type="button" className="button button--ghost" onClick={autosave.forget}>
            {t('admin.content.kept_forget')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

type PublicationInput = { action: 'publish' } | { action: 'schedule'; publish_at: string } | { action: 'unpublish' } | { action: 'delete' }

/** The item's state and what can be done with it: preview, publish now or at a time, unpublish, delete. */
function Publication({ staff, kind, item, autosave, textsOnly, now }: { staff: StaffClient; kind: ContentTypeName; item: ContentItem; autosave: Autosave; textsOnly: boolean; now: number }) {
  const t = useT()
  const labels = useContentLabels()
  const router = useRouter()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [at, setAt] = useState('')
  const params = { kind, id: item.key }
  const action = useConfirmedAction(
    (input: PublicationInput): Promise<unknown> => {
      const version = autosave.version
      if (input.action === 'publish') return staff.contentPublish({ params, body: { version } })
      if (input.action === 'schedule') return staff.contentPublish({ params, body: { version, publish_at: input.publish_at } })
      if (input.action === 'unpublish') return staff.contentUnpublish({ params, body: { version } })
      return staff.contentDelete({ params, body: { version } })
    },
    (_, input) => (input.action === 'delete' ? navigate({ to: localize(`/admin/content/${kind}`) }) : router.invalidate()),
  )
  const state = contentStateOf(item, now)
  const slug = String(item.values.slug ?? '')
  // Publishing names the stored version: only once every edit is saved.
  const settled = autosave.state === 'saved'
  const scheduleAt = instantOfLocal(at)
  const referenced = action.error === 'referenced' ? Object.entries(action.fields) : []
  return (
    <section className="desk-content-publication" aria-labelledby="content-publication">
      <h2 id="content-publication">{t('admin.content.publication')}</h2>
      <p>
        <span className={`admin-badge desk-content-state--${state}`}>{t(`admin.content.states.${state}`)}</span>{' '}
        {state === 'scheduled' && item.publish_at ? <DateTime value={item.publish_at} format="event" /> : null}{' '}
        {state === 'published' ? <a href={CONTENT_TYPES[kind].publicPath(slug)}>{t('admin.content.on_site')}</a> : null}
      </p>
      <ContentPreviewLinks kind={kind} itemKey={item.key} />
      {settled ? null : <p className="field__hint">{t('admin.content.publish_after_save')}</p>}
      <div className="admin-actions">
        {state !== 'published' ? (
          <button type="button" className="button button--primary" disabled={!settled || action.busy} onClick={() => action.request({ action: 'publish' })}>
            {t('admin.content.publish')}
          </button>
        ) : null}
        {item.status === 'published' ? (
          <button type="button" className="button button--outline" disabled={!settled || action.busy} onClick={() => action.request({ action: 'unpublish' })}>
            {t('admin.content.unpublish')}
          </button>
        ) : null}
        {textsOnly ? null : (
          <button type="button" className="button button--ghost" disabled={!settled || action.busy} onClick={() => action.request({ action: 'delete' })}>
            {t('admin.content.delete')}
          </button>
        )}
      </div>
      <div className="desk-content-schedule">
        <PublishAtField id="content-publish-at" value={at} now={now} onChange={setAt} />
        <button type="button" className="button button--outline" disabled={!settled || action.busy || !scheduleAt} onClick={() => scheduleAt && action.request({ action: 'schedule', publish_at: scheduleAt })}>
          {t('admin.content.schedule')}
        </button>
      </div>
      {action.asked ? (
        <DeskConfirm
          id="content-confirm"
          question={t(`admin.content.confirm_${action.asked.action}`)}
          confirmLabel={referenced.length > 0 ? null : t(`admin.content.${action.asked.action}`)}
          error={
            referenced.length > 0
              ? `${t('admin.content.referenced')} ${referenced.map(([what, names]) => `${labels.type(what)}: ${names.join(', ')}`).join('; ')}`
              : action.error
                ? t(action.error === 'stale_version' ? 'admin.content.publish_stale' : action.error === 'invalid_input' ? 'admin.content.fix_fields' : 'admin.errors.other')
                : null
          }
          busy={action.busy}
          onConfirm={action.confirm}
          onCancel={action.cancel}
        />
      ) : null}
    </section>
  )
}
