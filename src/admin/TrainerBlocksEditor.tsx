import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { DateTime } from '../components/DateTime'
import { TextField } from '../components/forms/TextField'
import { useT } from '../i18n/intl'
import type { SocialLink } from '../model/api'
import type { UploadedImage } from '../model/image-upload'
import { instantOfLocal } from '../model/content-editor'
import type { Texts } from '../model/site-profile'
import { SOCIAL_NETWORKS } from '../model/social-networks'
import { TRAINER_BLOCK_LIMITS, trainerBlocksStateOf, type StaffTrainerBlocks, type TrainerBlocks, type TrainerBusinessBlock, type TrainerFaqVideoBlock, type TrainerSocialBlock } from '../model/trainer-blocks'
import { ContentPreviewLinks } from './ContentPreviewLinks'
import { deskErrorKey } from './desk-action'
import { DeskConfirm } from './DeskConfirm'
import { DeskSaveBar, useDeskDraft } from './desk-draft'
import { RowList } from './fields/RowList'
import { ImageField } from './fields/ImageField'
import { ImageListField } from './fields/ImageListField'
import { languageTextsAt } from './fields/LanguageTextField'
import { SelectField } from './fields/SelectField'
import { PublishAtField } from './PublishAtField'
import type { StaffClient } from './staff-client'
import { useConfirmedAction } from './use-confirmed-action'
import './admin.css'
import './desk-content.css'
import './desk-site.css'

const empty = (): Texts => ({ ru: '', en: '', ky: '' })
const NEW_BUSINESS: TrainerBusinessBlock = { url: '', image_id: null, title: empty(), description: empty() }
const NEW_VIDEO: TrainerFaqVideoBlock = { url: '', title: empty() }
const NEW_SOCIAL: TrainerSocialBlock = { network: 'instagram', url: '' }

/** A control's id from its body path: `businesses.0.url` → `trainer-blocks-businesses-0-url`. */
const idOf = (path: string) => `trainer-blocks-${path.replace(/\./g, '-')}`

export interface TrainerBlocksEditorProps {
  staff: StaffClient
  /** As GET /api/staff/trainer-blocks/{id} answered. */
  loaded: StaffTrainerBlocks
  /** The media library; null for who may not open it (the pictures chosen are kept as they are). */
  images: UploadedImage[] | null
  /** Now, as the loader saw it (the time zone's offset in the schedule's hint). */
  now: number
}

/** What the publication's buttons ask, each confirmed first (issue 42): publish now or at a time, call the time off, discard. */
type BlocksPublication = { action: 'publish' } | { action: 'schedule'; publish_at: string } | { action: 'unschedule' } | { action: 'discard' }

/** The message of a refused publication: a time not to come names itself, the rest as the desk names them. */
function publicationErrorKey(code: string, fields: Record<string, string[]>): string {
  if (code === 'invalid_input' && fields.publish_at) return 'admin.trainer_blocks.publish_at_invalid'
  return deskErrorKey(code) ?? 'admin.errors.other'
}

/**
 * A trainer's special blocks as staff edit them (issue 42 "trainers", OQ-11, TRAINER-03, TRAINER-11, TRAINER-12,
 * TRAINER-14): specialization, businesses, FAQ videos, client logos and social links; texts in ru, en and ky, pictures
 * from the media library or uploaded; rows added, removed and reordered; saved whole over their version as a draft,
 * previewed, then published now or at a time in the centre's time zone, its time called off, or discarded ("draft,
 * published and scheduled states"), each confirmed in the page first. Keyed by the version where it is used, so that
 * a reload after a save, a publish or a 409 starts from what is stored.
 */
export function TrainerBlocksEditor({ staff, loaded, images, now }: TrainerBlocksEditorProps) {
  const t = useT()
  const { draft, setDraft, save, errorOf, submit } = useDeskDraft<TrainerBlocks>(staff, loaded.blocks, (blocks) =>
    staff.trainerBlocksUpdate({ params: { id: String(loaded.item.id) }, body: { blocks, version: loaded.version } }),
  )
  const set = (change: Partial<TrainerBlocks>) => setDraft({ ...draft, ...change })
  const router = useRouter()
  const params = { id: String(loaded.item.id) }
  const [at, setAt] = useState('')
  const publication = useConfirmedAction(
    (input: BlocksPublication) => {
      const version = loaded.version
      if (input.action === 'publish') return staff.trainerBlocksPublish({ params, body: { version } })
      if (input.action === 'schedule') return staff.trainerBlocksPublish({ params, body: { version, publish_at: input.publish_at } })
      if (input.action === 'unschedule') return staff.trainerBlocksUnschedule({ params, body: { version } })
      return staff.trainerBlocksDiscard({ params, body: { version } })
    },
    () => router.invalidate(),
  )
  const scheduleAt = instantOfLocal(at)
  const state = trainerBlocksStateOf(loaded)
  // Publishing (now or at a time) names the stored draft: only once every edit is saved.
  const edited = JSON.stringify(draft) !== JSON.stringify(loaded.blocks)
  const line = (path: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField id={idOf(path)} name={path} label={label} value={value} error={errorOf(path)} inputMode="url" onChange={onChange} />
  )
  // A trainer's block texts are required unless a field says otherwise.
  const texts = languageTextsAt(idOf, errorOf, staff, true)
  const image = (path: string, label: string, value: string, onChange: (uuid: string) => void) => (
    <ImageField id={idOf(path)} label={label} value={value} error={errorOf(path)} disabled={false} images={images} previews={loaded.image_previews} staff={staff} onChange={onChange} />
  )

  return (
    <section className="desk-content-section" aria-labelledby="trainer-blocks-title">
      <h2 id="trainer-blocks-title">{t('admin.trainer_blocks.title')}</h2>
      <p className="field__hint">{t('admin.trainer_blocks.hint')}</p>
      <div className="desk-trainer-blocks-state">
        <p>
          <span className={`admin-badge desk-content-state--${state}`}>{t(`admin.trainer_blocks.${state}`)}</span>{' '}
          {state === 'scheduled' && loaded.publish_at ? <DateTime value={loaded.publish_at} format="event" /> : null}
        </p>
        <ContentPreviewLinks kind="trainers" itemKey={String(loaded.item.id)} />
        {loaded.draft ? (
          <>
            {edited ? <p className="field__hint">{t('admin.trainer_blocks.save_first')}</p> : null}
            <div className="admin-actions">
              <button type="button" className="button button--primary" disabled={edited || publication.busy} onClick={() => publication.request({ action: 'publish' })}>
                {t('admin.trainer_blocks.publish')}
              </button>
              {loaded.publish_at ? (
                <button type="button" className="button button--outline" disabled={publication.busy} onClick={() => publication.request({ action: 'unschedule' })}>
                  {t('admin.trainer_blocks.unschedule')}
                </button>
              ) : null}
              <button type="button" className="button button--ghost" disabled={publication.busy} onClick={() => publication.request({ action: 'discard' })}>
                {t('admin.trainer_blocks.discard')}
              </button>
            </div>
            <div className="desk-content-schedule">
              <PublishAtField id="trainer-blocks-publish-at" value={at} now={now} onChange={setAt} />
              <button type="button" className="button button--outline" disabled={edited || publication.busy || !scheduleAt} onClick={() => scheduleAt && publication.request({ action: 'schedule', publish_at: scheduleAt })}>
                {t('admin.trainer_blocks.schedule')}
              </button>
            </div>
            {publication.asked ? (
              <DeskConfirm
                id="trainer-blocks-confirm"
                question={t(`admin.trainer_blocks.confirm_${publication.asked.action}`)}
                confirmLabel={t(`admin.trainer_blocks.${publication.asked.action}`)}
                error={publication.error ? t(publicationErrorKey(publication.error, publication.fields)) : null}
                busy={publication.busy}
                onConfirm={publication.confirm}
                onCancel={publication.cancel}
              />
            ) : null}
          </>
        ) : null}
      </div>
      <form className="desk-content-form" onSubmit={submit} noValidate>
        <h3>{t('admin.trainer_blocks.specialization')}</h3>
        <RowList rows={draft.specialization} titleOf={(_, index) => t('admin.trainer_blocks.specialization_item', { number: index + 1 })} fresh={empty()} error={errorOf('specialization')} onChange={(specialization) => set({ specialization })}>
          {(item, index, change) => texts(`specialization.${index}`, t('admin.trainer_blocks.text'), item, change)}
        </RowList>

        <h3>{t('admin.trainer_blocks.businesses')}</h3>
        <RowList rows={draft.businesses} titleOf={(_, index) => t('admin.trainer_blocks.business', { number: index + 1 })} fresh={NEW_BUSINESS} error={errorOf('businesses')} onChange={(businesses) => set({ businesses })}>
          {(business, index, change) => (
            <>
              {line(`businesses.${index}.url`, t('admin.site_profile.url'), business.url, (url) => change({ ...business, url }))}
              {image(`businesses.${index}.image_id`, t('admin.trainer_blocks.picture'), business.image_id ?? '', (uuid) => change({ ...business, image_id: uuid || null }))}
              {texts(`businesses.${index}.title`, t('admin.trainer_blocks.name'), business.title, (title) => change({ ...business, title }))}
              {texts(`businesses.${index}.description`, t('admin.trainer_blocks.description'), business.description, (description) => change({ ...business, description }), 'lines', false)}
            </>
          )}
        </RowList>

        <h3>{t('admin.trainer_blocks.faq_videos')}</h3>
        <RowList rows={draft.faq_videos} titleOf={(_, index) => t('admin.trainer_blocks.video', { number: index + 1 })} fresh={NEW_VIDEO} error={errorOf('faq_videos')} onChange={(faq_videos) => set({ faq_videos })}>
          {(video, index, change) => (
            <>
              {line(`faq_videos.${index}.url`, t('admin.trainer_blocks.video_url'), video.url, (url) => change({ ...video, url }))}
              {texts(`faq_videos.${index}.title`, t('admin.trainer_blocks.question'), video.title, (title) => change({ ...video, title }))}
            </>
          )}
        </RowList>

        <ImageListField id={idOf('client_logos')} path="client_logos" label={t('admin.trainer_blocks.client_logos')} value={draft.client_logos} max={TRAINER_BLOCK_LIMITS.client_logos} images={images} previews={loaded.image_previews} disabled={false} errorOf={errorOf} staff={staff} onChange={(client_logos) => set({ client_logos })} />

        <h3>{t('admin.trainer_blocks.social_media')}</h3>
        <RowList rows={draft.social_media} titleOf={(_, index) => `${t('admin.site_profile.network')} ${index + 1}`} fresh={NEW_SOCIAL} error={errorOf('social_media')} onChange={(social_media) => set({ social_media })}>
          {(social, index, change) => (
            <div className="desk-list-row__fields">
              <SelectField id={idOf(`social_media.${index}.network`)} name={`social_media.${index}.network`} label={t('admin.site_profile.network')} value={social.network} error={errorOf(`social_media.${index}.network`)} options={SOCIAL_NETWORKS.map((network) => ({ value: network, label: network }))} onChange={(network) => change({ ...social, network: network as SocialLink['network'] })} />
              {line(`social_media.${index}.url`, t('admin.site_profile.url'), social.url, (url) => change({ ...social, url }))}
            </div>
          )}
        </RowList>

        <DeskSaveBar save={save} label={t('admin.trainer_blocks.save')} />
      </form>
    </section>
  )
}
