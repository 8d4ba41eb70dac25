import type { ComponentType } from 'react'
import type { InfoModalProps, ModalContentProps } from './InfoModal'
import type { LeadFormModalProps } from '../lead-forms/LeadFormModal'
import { lazyModal } from './lazy-modal'
import type { ReviewFormModalProps } from './ReviewFormModal'
import type { ReviewReadModalProps } from './ReviewReadModal'
import type { VideoModalProps } from './VideoModal'

/** The props each registered modal takes (MODAL-01). Later issues add the auth modal here. */
export interface ModalPropsByName {
  form: LeadFormModalProps
  info: InfoModalProps
  review: ReviewReadModalProps
  'review-form': ReviewFormModalProps
  video: VideoModalProps
}

export type ModalName = keyof ModalPropsByName

type ModalComponents = { [Name in ModalName]: ComponentType<ModalPropsByName[Name] & ModalContentProps> }

/**
 * Each modal checked against its own props above; ModalHost renders whichever the machine names with the props
 * the machine holds (opened through the typed `useModal().open`), so it sees one component type for all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MODALS: Record<ModalName, ComponentType<any>> = {
  form: lazyModal(() => import('../lead-forms/LeadFormModal')),
  info: lazyModal(() => import('./InfoModal').then((module) => ({ default: module.InfoModal }))),
  review: lazyModal(() => import('./ReviewReadModal')),
  'review-form': lazyModal(() => import('./ReviewFormModal')),
  video: lazyModal(() => import('./VideoModal')),
} satisfies ModalComponents

export function isModalName(name: string | null): name is ModalName {
  return name !== null && Object.hasOwn(MODALS, name)
}
