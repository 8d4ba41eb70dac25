/** The desk's editing of an event's options and seats (issue 42, issue 44 "Seats", BE-04, BE-15). */
import type { Context } from 'hono'
import typia from 'typia'
import { eventOptionFieldErrors, type EventOptionDeleteBody, type EventOptionWriteBody, type StaffEventOption, type StaffEventOptions } from '../../src/model/event-options'
import { STAFF_ENDPOINTS } from '../../src/model/staff-contract/endpoints'
import { createEventOption, deleteEventOption, readEventOptions, updateEventOption, type EventOptionConflict, type EventOptionWrite } from '../db/event-option-writes'
import type { AppEnv } from '../env'
import { ApiError, notFound } from '../lib/errors'
import { privateAnswer } from '../lib/private-answer'
import { route } from '../lib/route'
import { badFields } from '../lib/visitor-input'
import { currentStaff } from './role-check'

async function optionsOf(c: Context<AppEnv>, key: string): Promise<StaffEventOptions> {
  const options = await readEventOptions(c.env.DB, key, Date.now())
  if (!options) throw notFound('event')
  return options
}

async function optionOf(c: Context<AppEnv>, key: string, uuid: string): Promise<StaffEventOption> {
  const option = (await optionsOf(c, key)).rows.find((row) => row.uuid === uuid)
  if (!option) throw notFound('event option')
  return option
}

function conflictError(conflict: EventOptionConflict): ApiError {
  if (conflict === 'stale') return new ApiError(409, { code: 'stale_version', message: 'Someone saved this option first; reload it' })
  return new ApiError(409, { code: 'referenced', message: 'Orders point at this option', fields: { orders: ['admin.event_options.has_orders'] } })
}

/** Validated per field, titles trimmed. */
function prepared(body: EventOptionWriteBody): EventOptionWrite {
  const errors = eventOptionFieldErrors(body)
  if (Object.keys(errors).length > 0) throw badFields(errors)
  const titles = Object.fromEntries(Object.entries(body.titles).map(([language, title]) => [language, title?.trim()])) as EventOptionWrite['titles']
  return { titles, price_amount: body.price_amount, old_price_amount: body.old_price_amount, position: body.position, seats: body.seats }
}

/** An editor without admin or manager changes titles only (BE-04). */
async function titlesOnly(c: Context<AppEnv>): Promise<boolean> {
  const { roles } = await currentStaff(c)
  return !roles.includes('admin') && !roles.includes('manager')
}

function untitled(before: StaffEventOption, write: EventOptionWrite): Record<string, string[]> {
  const fields = ['price_amount', 'old_price_amount', 'position', 'seats'] as const
  return Object.fromEntries(fields.filter((name) => before[name] !== write[name]).map((name) => [name, ['admin.content.texts_only']]))
}

const actor = async (c: Context<AppEnv>) => ({ userId: (await currentStaff(c)).row.user_id, now: Date.now() })

export const staffEventOptionRoutes = {
  eventOptions: route(STAFF_ENDPOINTS.eventOptions, {}, async (c, { params }) => optionsOf(c, params.id), [privateAnswer]),

  eventOptionCreate: route(STAFF_ENDPOINTS.eventOptionCreate, { body: typia.createValidateEquals<EventOptionWriteBody>() }, async (c, { params, body }) => {
    const write = prepared(body)
    const { event } = await optionsOf(c, params.id)
    const uuid = await createEventOption(c.env.DB, event.uuid, write, await actor(c))
    return optionOf(c, event.uuid, uuid)
  }, [privateAnswer]),

  eventOptionUpdate: route(STAFF_ENDPOINTS.eventOptionUpdate, { body: typia.createValidateEquals<EventOptionWriteBody>() }, async (c, { params, body }) => {
    if (body.version === undefined) throw badFields({ version: ['forms.errors.required'] })
    const write = prepared(body)
    const before = await optionOf(c, params.id, params.option)
    if (before.version !== body.version) throw conflictError('stale')
    if (await titlesOnly(c)) {
      const changed = untitled(before, write)
      if (Object.keys(changed).length > 0) throw badFields(changed)
    }
    const conflict = await updateEventOption(c.env.DB, before, write, await actor(c))
    if (conflict) throw conflictError(conflict)
    return optionOf(c, params.id, params.option)
  }, [privateAnswer]),

  eventOptionDelete: route(STAFF_ENDPOINTS.eventOptionDelete, { body: typia.createValidateEquals<EventOptionDeleteBody>() }, async (c, { params, body }) => {
    const before = await optionOf(c, params.id, params.option)
    if (before.version !== body.version) throw conflictError('stale')
    if (before.orders > 0) throw conflictError('referenced')
    const conflict = await deleteEventOption(c.env.DB, before, await actor(c))
    if (conflict) throw conflictError(conflict)
    return { ok: true as const }
  }, [privateAnswer]),
}
