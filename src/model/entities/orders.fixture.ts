import type { OrderEntity } from './orders'

/** An unpaid order without positions or payments, as GET *-orders/{access_code} answers it (tests only). */
export const UNPAID_ORDER: OrderEntity = {
  uuid: '00000000-0000-4000-8000-0000000000a1',
  number: 7,
  is_paid: false,
  created: '2026-11-22T10:00:00Z',
  client_name: 'Айгуль',
  client_phone: '+996555123456',
  client_email: 'aigul@example.kg',
  city: null,
  country: null,
  language: 'ru',
  currency: 'RUB',
  positions: [],
  total: 500000,
  total_currency: 'RUB',
  payments: [],
}
