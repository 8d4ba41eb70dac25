import type { ReviewCreateBody } from '../../src/model/entities/shop'

/** A review POST reviews accepts as it is. */
export const PLAIN_REVIEW: ReviewCreateBody = {
  client_name: 'Айгуль Тестова',
  client_phone: '+996 555 123 456',
  entity_type: 'COMPANY',
  body: 'Отличный тренинг, спасибо!',
  agreement: true,
}
