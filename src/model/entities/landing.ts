/**
 * The CMS data of the centre's landing pages (profile_site/about, club, online_school; OQ-04, OQ-25): per-language
 * texts with ru filling the gaps, figures, files and galleries that staff maintain instead of hard-coded copy.
 */
import type { ImageEntity } from './reference'

/** A titled text card (about cards, club cards, platform steps, schedule rows). */
export interface LandingCard {
  title: string
  text: string
}

/** ABOUT-02: one mission figure as printed ("32", "1,3 млн") with its caption. */
export interface LandingFigure {
  value: string
  label: string
}

/** ABOUT-03, BE-26: a downloadable file under /media/…, with its size in bytes. */
export interface LandingFile {
  title: string
  url: string
  /** @type uint */
  size: number
}

/** ABOUT-05: a year of the timeline. */
export interface TimelineEntry {
  /** @type uint */
  year: number
  text: string
}

export interface AboutProfile {
  json_data: {
    /** OQ-25: the founding year; the "years" figure is computed from it. Null until staff set it: no such figure. */
    founded: number | null
    figures: LandingFigure[]
    files: LandingFile[]
    timeline: TimelineEntry[]
    gallery: ImageEntity[]
  }
}

/** CLUB-04, OQ-04: the club's manager as staff set it: one of the employees (null: none), and the club's own phone and e-mail. */
export interface ClubManagerSetting {
  /** @type uint */
  employee_id: number | null
  phone: string
  email: string
}

/** CLUB-04: the manager block as served: the employee's name, role (sanitised HTML) and photo, and how to reach them. */
export interface ClubManager {
  full_name: string
  description: string
  images: ImageEntity[]
  /** E.164, for the tel: link. */
  phone: string
  phone_display: string
  email: string
}

export interface ClubProfile {
  json_data: {
    banner: LandingCard
    cards: LandingCard[]
    audience: string[]
    gallery: ImageEntity[]
    /** Null until staff name one (or when the employee is gone): no manager block. */
    manager: ClubManager | null
  }
}

/** SCHOOL-04: a results tab and what students reached in it. */
export interface SchoolResultsTab {
  title: string
  items: string[]
}

export interface OnlineSchoolProfile {
  json_data: {
    /** SCHOOL-01: the external course platform; empty until staff set it (no "enter" button then). */
    platform_url: string
    steps: LandingCard[]
    schedule: LandingCard[]
    results: SchoolResultsTab[]
  }
}

/** The landing profiles the API serves and what each holds. */
export interface LandingProfiles {
  about: AboutProfile
  club: ClubProfile
  online_school: OnlineSchoolProfile
}
export type LandingProfileName = keyof LandingProfiles

/** The entity_images kind of the landing profiles' galleries (entity_id: the profile's name). */
export const LANDING_GALLERY_KIND = 'profile_site'

/**
 * What a landing profile holds before staff fill it in (a fresh deployment, issue 39.11): the API answers these for
 * the keys that are missing, and every block of the page hides what is empty.
 */
export const EMPTY_LANDING_DATA: { [Name in LandingProfileName]: Omit<LandingProfiles[Name]['json_data'], 'gallery'> } = {
  about: { founded: null, figures: [], files: [], timeline: [] },
  club: { banner: { title: '', text: '' }, cards: [], audience: [], manager: null },
  online_school: { platform_url: '', steps: [], schedule: [], results: [] },
}
