/**
 * Issue 45: a lead form's TEXT field with slug `messenger` is the visitor's choice of how to be answered: a phone
 * call (the default), Telegram or WhatsApp. Leads sent before it hold a boolean ("a messenger suits me better").
 */
import { FIELD_ERRORS, type Rule } from './validation'

export const MESSENGER_FIELD_SLUG = 'messenger'
export const ANSWER_CHANNELS = ['phone', 'telegram', 'whatsapp'] as const
export type AnswerChannel = (typeof ANSWER_CHANNELS)[number]
export const DEFAULT_ANSWER_CHANNEL: AnswerChannel = 'phone'

export const isMessengerField = (field: { slug: string; type: string }) => field.type === 'TEXT' && field.slug === MESSENGER_FIELD_SLUG

export const isAnswerChannel = (value: unknown): value is AnswerChannel => (ANSWER_CHANNELS as readonly unknown[]).includes(value)

/** One of the channels, or nothing chosen (the spec's clients may leave it out). */
export const answerChannelRule: Rule = (value) => (value === '' || value === undefined || isAnswerChannel(value) ? null : FIELD_ERRORS.invalid)

/** How a stored answer reads: a channel; an old lead's `true` is "some messenger", its `false` a phone call. */
export function storedAnswerChannel(value: string | boolean): AnswerChannel | 'messenger' | null {
  if (typeof value === 'boolean') return value ? 'messenger' : 'phone'
  return isAnswerChannel(value) ? value : null
}
