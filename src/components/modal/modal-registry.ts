import type { ComponentType } from 'react'
import { InfoModal, type InfoModalProps, type ModalContentProps } from './InfoModal'

/** The props each registered modal takes (MODAL-01). Later issues add auth, form and review modals here. */
export interface ModalPropsByName {
  info: InfoModalProps
}

export type ModalName = keyof ModalPropsByName

export const MODALS: { [Name in ModalName]: ComponentType<ModalPropsByName[Name] & ModalContentProps> } = {
  info: InfoModal,
}

export function isModalName(name: string | null): name is ModalName {
  return name !== null && Object.hasOwn(MODALS, name)
}
