import type { ReactNode } from 'react'
import { TextField } from '../components/forms/TextField'
import { useT } from '../i18n/intl'
import type { PhoneRegion, SocialLink } from '../model/api'
import type { UploadedFile } from '../model/file-upload'
import type { UploadedImage } from '../model/image-upload'
import { PROFILE_LIMITS, type ProfileCard, type ProfileFaqItem, type ProfileFigure, type ProfileFileRow, type ProfileOffice, type ProfileResultsTab, type ProfileTimelineRow, type SiteProfileData, type StaffSiteProfile, type Texts } from '../model/site-profile'
import { SOCIAL_NETWORKS } from '../model/social-networks'
import { changesBeyondTexts, type StaffRole } from '../model/staff'
import { DeskSaveBar, useDeskDraft } from './desk-draft'
import { FileField } from './fields/FileField'
import { ImageField } from './fields/ImageField'
import { ImageListField } from './fields/ImageListField'
import { languageTextsAt } from './fields/LanguageTextField'
import { RowList } from './fields/RowList'
import { SelectField } from './fields/SelectField'
import type { StaffClient } from './staff-client'
import { wholeOf } from './typed-number'
import './admin.css'
import './desk-content.css'
import './desk-site.css'

const REGIONS: PhoneRegion[] = ['KG', 'KZ', 'ABROAD']
const empty = (): Texts => ({ ru: '', en: '', ky: '' })
const NEW_OFFICE: ProfileOffice = { id: null, city_id: null, phone: '', coords: '', city_name: empty(), schedule: empty(), address: empty(), legal_details: empty() }
const NEW_FAQ: ProfileFaqItem = { id: null, question: empty(), answer: empty() }
const NEW_FIGURE: ProfileFigure = { value: empty(), label: empty() }
const NEW_YEAR: ProfileTimelineRow = { year: new Date().getFullYear(), text: empty() }
const NEW_FILE: ProfileFileRow = { url: '', title: empty() }
const NEW_CARD: ProfileCard = { title: empty(), text: empty() }
const NEW_TAB: ProfileResultsTab = { title: empty(), items: [empty()] }

/** A control's id from its body path: `offices.0.phone` → `profile-offices-0-phone`. */
const idOf = (path: string) => `profile-${path.replace(/\./g, '-')}`

export interface SiteProfilePageProps {
  staff: StaffClient
  /** As GET /api/staff/site-profile answered, with previews of the pictures it refers to. */
  loaded: StaffSiteProfile
  roles: readonly StaffRole[]
  /** The media library's images and files to pick the poster, galleries and documents from; null for who may not open it. */
  images?: UploadedImage[] | null
  files?: UploadedFile[] | null
}

/**
 * The site profile as staff edit it (issue 42, BE-23): contacts and the managers' messengers, the company's texts,
 * offices, franchise data and FAQ, the about figures, timeline, documents and gallery, the club's texts, manager and
 * gallery, the online school's texts and results tabs; texts in ru, en and ky side by side; lists added to, removed
 * from and reordered; saved whole over its version. An editor changes texts only.
 */
export function SiteProfilePage({ staff, loaded, roles, images = null, files = null }: SiteProfilePageProps) {
  const t = useT()
  const locked = !changesBeyondTexts(roles)
  const { draft, setDraft, save, errorOf, submit } = useDeskDraft<SiteProfileData>(staff, loaded.profile, (profile) =>
    staff.siteProfileUpdate({ body: { profile, version: loaded.version } }),
  )
  const set = (change: Partial<SiteProfileData>) => setDraft({ ...draft, ...change })

  const line = (path: string, label: string, value: string, onChange: (value: string) => void, options: { inputMode?: 'numeric' | 'tel' | 'email' | 'url'; disabled?: boolean } = {}) => (
    <TextField id={idOf(path)} name={path} label={label} value={value} error={errorOf(path)} inputMode={options.inputMode} disabled={options.disabled ?? locked} onChange={onChange} />
  )
  const texts = languageTextsAt(idOf, errorOf, staff)
  /** A list of the profile's rows and its "add" button; `row` renders one row's fields. */
  const list = <Row,>(path: keyof SiteProfileData, rows: Row[], title: (index: number) => string, fresh: Row, row: (item: Row, index: number, change: (item: Row) => void) => ReactNode) => (
    <RowList rows={rows} titleOf={(_, index) => title(index)} error={errorOf(path)} fresh={fresh} locked={locked} onChange={(changed) => set({ [path]: changed })}>
      {row}
    </RowList>
  )

  /** Pictures of the media library in order (the club's and /about's galleries); seeded ones shown from the answer's previews. */
  const gallery = (path: 'club_gallery' | 'about_gallery', label: string) => (
    <ImageListField id={idOf(path)} path={path} label={label} value={draft[path]} max={PROFILE_LIMITS.gallery} images={images} previews={loaded.image_previews} disabled={locked} errorOf={errorOf} staff={staff} onChange={(uuids) => set({ [path]: uuids })} />
  )

  /** A list of titled texts (club cards, school steps and schedule). */
  const cardList = (path: 'club_cards' | 'school_steps' | 'school_schedule', row: (index: number) => string) =>
    list(path, draft[path], row, NEW_CARD, (card, index, change) => (
      <>
        {texts(`${path}.${index}.title`, t('admin.site_profile.card_title'), card.title, (title) => change({ ...card, title }), 'line', true)}
        {texts(`${path}.${index}.text`, t('admin.site_profile.card_text'), card.text, (text) => change({ ...card, text }), 'lines')}
      </>
    ))

  return (
    <form className="desk-content-form" onSubmit={submit} noValidate>
      {locked ? <p className="admin-card__todo">{t('admin.content.texts_only_note')}</p> : null}
      <section className="desk-content-section" aria-labelledby="profile-contacts">
        <h2 id="profile-contacts">{t('admin.site_profile.contacts')}</h2>
        {line('email', t('admin.site_profile.email'), draft.email, (email) => set({ email }), { inputMode: 'email' })}
        {line('telegram', t('admin.site_profile.telegram'), draft.telegram, (telegram) => set({ telegram }))}
        {line('whatsapp', t('admin.site_profile.whatsapp'), draft.whatsapp, (whatsapp) => set({ whatsapp }), { inputMode: 'tel' })}
        <h3>{t('admin.site_profile.phones')}</h3>
        {list('phones', draft.phones, (index) => `${t('admin.site_profile.phone')} ${index + 1}`, { region: 'KG', phone: '' }, (phone, index, change) => (
          <div className="desk-list-row__fields">
            <SelectField id={idOf(`phones.${index}.region`)} name={`phones.${index}.region`} label={t('admin.site_profile.region')} value={phone.region} options={REGIONS.map((region) => ({ value: region, label: t(`admin.site_profile.region_${region}`) }))} onChange={(region) => change({ ...phone, region: region as PhoneRegion })} />
            {line(`phones.${index}.phone`, t('admin.site_profile.phone'), phone.phone, (value) => change({ ...phone, phone: value }), { inputMode: 'tel' })}
          </div>
        ))}
        <h3>{t('admin.site_profile.socials')}</h3>
        {list('socials', draft.socials, (index) => `${t('admin.site_profile.network')} ${index + 1}`, { network: 'instagram', url: '' }, (social, index, change) => (
          <div className="desk-list-row__fields">
            <SelectField id={idOf(`socials.${index}.network`)} name={`socials.${index}.network`} label={t('admin.site_profile.network')} value={social.network} options={SOCIAL_NETWORKS.map((network) => ({ value: network, label: network }))} onChange={(network) => change({ ...social, network: network as SocialLink['network'] })} />
            {line(`socials.${index}.url`, t('admin.site_profile.url'), social.url, (url) => change({ ...social, url }), { inputMode: 'url' })}
          </div>
        ))}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-company">
        <h2 id="profile-company">{t('admin.site_profile.company')}</h2>
        {texts('company_name', t('admin.site_profile.company_name'), draft.company_name, (company_name) => set({ company_name }), 'line', true)}
        {texts('tagline', t('admin.site_profile.tagline'), draft.tagline, (tagline) => set({ tagline }))}
        {texts('rights', t('admin.site_profile.rights'), draft.rights, (rights) => set({ rights }), 'lines')}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-offices">
        <h2 id="profile-offices">{t('admin.site_profile.offices')}</h2>
        {list('offices', draft.offices, (index) => t('admin.site_profile.office', { number: index + 1 }), NEW_OFFICE, (office, index, change) => (
          <>
            <div className="desk-list-row__fields">
              <SelectField
                id={idOf(`offices.${index}.city_id`)}
                name={`offices.${index}.city_id`}
                label={t('admin.site_profile.city')}
                value={office.city_id === null ? '' : String(office.city_id)}
                options={[{ value: '', label: t('admin.site_profile.city_none') }, ...loaded.cities.map((city) => ({ value: String(city.id), label: city.name }))]}
                onChange={(city) => change({ ...office, city_id: city === '' ? null : Number(city) })}
              />
              {line(`offices.${index}.phone`, t('admin.site_profile.phone'), office.phone, (phone) => change({ ...office, phone }), { inputMode: 'tel' })}
            </div>
            {texts(`offices.${index}.city_name`, t('admin.site_profile.city_name'), office.city_name, (city_name) => change({ ...office, city_name }), 'line', true)}
            {texts(`offices.${index}.address`, t('admin.site_profile.address'), office.address, (address) => change({ ...office, address }))}
            {texts(`offices.${index}.schedule`, t('admin.site_profile.schedule'), office.schedule, (schedule) => change({ ...office, schedule }))}
            {texts(`offices.${index}.legal_details`, t('admin.site_profile.legal_details'), office.legal_details, (legal_details) => change({ ...office, legal_details }), 'rich')}
            {line(`offices.${index}.coords`, t('admin.site_profile.coords'), office.coords, (coords) => change({ ...office, coords }))}
          </>
        ))}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-franchise">
        <h2 id="profile-franchise">{t('admin.site_profile.franchise')}</h2>
        <div className="desk-list-row__fields">
          {line('franchise_employees', t('admin.site_profile.franchise_employees'), String(draft.franchise_employees), (value) => set({ franchise_employees: wholeOf(value) ?? -1 }), { inputMode: 'numeric' })}
          {line('franchise_events', t('admin.site_profile.franchise_events'), String(draft.franchise_events), (value) => set({ franchise_events: wholeOf(value) ?? -1 }), { inputMode: 'numeric' })}
        </div>
        {line('franchise_video', t('admin.site_profile.franchise_video'), draft.franchise_video, (franchise_video) => set({ franchise_video }), { inputMode: 'url' })}
        <ImageField id={idOf('franchise_poster')} label={t('admin.site_profile.franchise_poster')} value={draft.franchise_poster ?? ''} error={errorOf('franchise_poster')} disabled={locked} images={images} previews={loaded.image_previews} staff={staff} onChange={(uuid) => set({ franchise_poster: uuid || null })} />
        <h3>{t('admin.site_profile.faq')}</h3>
        {list('faq', draft.faq, (index) => t('admin.site_profile.faq_item', { number: index + 1 }), NEW_FAQ, (item, index, change) => (
          <>
            {texts(`faq.${index}.question`, t('admin.site_profile.question'), item.question, (question) => change({ ...item, question }), 'line', true)}
            {texts(`faq.${index}.answer`, t('admin.site_profile.answer'), item.answer, (answer) => change({ ...item, answer }), 'lines', true)}
          </>
        ))}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-about">
        <h2 id="profile-about">{t('admin.site_profile.about')}</h2>
        {line('founded', t('admin.site_profile.founded'), draft.founded === null ? '' : String(draft.founded), (value) => set({ founded: wholeOf(value) }), { inputMode: 'numeric' })}
        <h3>{t('admin.site_profile.figures')}</h3>
        {list('about_figures', draft.about_figures, (index) => t('admin.site_profile.figure', { number: index + 1 }), NEW_FIGURE, (figure, index, change) => (
          <>
            <fieldset className="desk-list-row__locked" disabled={locked}>
              {texts(`about_figures.${index}.value`, t('admin.site_profile.figure_value'), figure.value, (value) => change({ ...figure, value }), 'line', true)}
            </fieldset>
            {texts(`about_figures.${index}.label`, t('admin.site_profile.figure_label'), figure.label, (label) => change({ ...figure, label }), 'line', true)}
          </>
        ))}
        <h3>{t('admin.site_profile.timeline')}</h3>
        {list('about_timeline', draft.about_timeline, (index) => t('admin.site_profile.timeline_row', { number: index + 1 }), NEW_YEAR, (row, index, change) => (
          <>
            {line(`about_timeline.${index}.year`, t('admin.site_profile.timeline_year'), String(row.year), (value) => change({ ...row, year: wholeOf(value) ?? -1 }), { inputMode: 'numeric' })}
            {texts(`about_timeline.${index}.text`, t('admin.site_profile.timeline_text'), row.text, (text) => change({ ...row, text }), 'lines', true)}
          </>
        ))}
        {gallery('about_gallery', t('admin.site_profile.about_gallery'))}
        <h3>{t('admin.site_profile.documents')}</h3>
        {list('about_files', draft.about_files, (index) => t('admin.site_profile.document', { number: index + 1 }), NEW_FILE, (file, index, change) => (
          <>
            <FileField id={idOf(`about_files.${index}.url`)} label={t('admin.site_profile.document_file')} value={file.url} error={errorOf(`about_files.${index}.url`)} disabled={locked} files={files} purpose="about" keyOf={(stored) => stored.url} onChange={(url) => change({ ...file, url })} />
            {texts(`about_files.${index}.title`, t('admin.site_profile.document_title'), file.title, (title) => change({ ...file, title }), 'line', true)}
          </>
        ))}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-club">
        <h2 id="profile-club">{t('admin.site_profile.club')}</h2>
        {texts('club_banner.title', t('admin.site_profile.banner_title'), draft.club_banner.title, (title) => set({ club_banner: { ...draft.club_banner, title } }))}
        {texts('club_banner.text', t('admin.site_profile.banner_text'), draft.club_banner.text, (text) => set({ club_banner: { ...draft.club_banner, text } }), 'lines')}
        <h3>{t('admin.site_profile.club_cards')}</h3>
        {cardList('club_cards', (index) => t('admin.site_profile.card', { number: index + 1 }))}
        <h3>{t('admin.site_profile.club_audience')}</h3>
        {list('club_audience', draft.club_audience, (index) => t('admin.site_profile.audience_line', { number: index + 1 }), empty(), (line, index, change) => texts(`club_audience.${index}`, t('admin.site_profile.audience_text'), line, change, 'line', true))}
        <h3>{t('admin.site_profile.club_manager')}</h3>
        <fieldset className="desk-list-row__locked" disabled={locked}>
          <SelectField
            id={idOf('club_manager.employee_id')}
            name="club_manager.employee_id"
            label={t('admin.site_profile.club_manager_employee')}
            value={draft.club_manager.employee_id === null ? '' : String(draft.club_manager.employee_id)}
            error={errorOf('club_manager.employee_id')}
            options={[{ value: '', label: t('admin.site_profile.club_manager_none') }, ...loaded.employees.map((employee) => ({ value: String(employee.id), label: employee.name }))]}
            onChange={(id) => set({ club_manager: { ...draft.club_manager, employee_id: id === '' ? null : Number(id) } })}
          />
        </fieldset>
        <div className="desk-list-row__fields">
          {line('club_manager.phone', t('admin.site_profile.club_phone'), draft.club_manager.phone, (phone) => set({ club_manager: { ...draft.club_manager, phone } }), { inputMode: 'tel' })}
          {line('club_manager.email', t('admin.site_profile.club_email'), draft.club_manager.email, (email) => set({ club_manager: { ...draft.club_manager, email } }), { inputMode: 'email' })}
        </div>
        {gallery('club_gallery', t('admin.site_profile.club_gallery'))}
      </section>

      <section className="desk-content-section" aria-labelledby="profile-school">
        <h2 id="profile-school">{t('admin.site_profile.school')}</h2>
        {line('school_platform_url', t('admin.site_profile.school_platform_url'), draft.school_platform_url, (school_platform_url) => set({ school_platform_url }), { inputMode: 'url' })}
        <h3>{t('admin.site_profile.school_steps')}</h3>
        {cardList('school_steps', (index) => t('admin.site_profile.card', { number: index + 1 }))}
        <h3>{t('admin.site_profile.school_schedule')}</h3>
        {cardList('school_schedule', (index) => t('admin.site_profile.card', { number: index + 1 }))}
        <h3>{t('admin.site_profile.school_results')}</h3>
        {list('school_results', draft.school_results, (index) => t('admin.site_profile.results_tab', { number: index + 1 }), NEW_TAB, (tab, index, change) => (
          <>
            {texts(`school_results.${index}.title`, t('admin.site_profile.results_tab_title'), tab.title, (title) => change({ ...tab, title }), 'line', true)}
            <RowList rows={tab.items} titleOf={(_, row) => t('admin.site_profile.results_row', { tab: index + 1, number: row + 1 })} error={errorOf(`school_results.${index}.items`)} fresh={empty()} addLabel={t('admin.site_profile.results_add_row')} locked={locked} onChange={(items) => change({ ...tab, items })}>
              {(item, row, changeItem) => texts(`school_results.${index}.items.${row}`, t('admin.site_profile.results_row_text'), item, changeItem, 'line', true)}
            </RowList>
          </>
        ))}
      </section>

      <DeskSaveBar save={save} label={t('admin.site_profile.save')} />
    </form>
  )
}
