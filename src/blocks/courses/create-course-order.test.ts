import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { ApiRequestError } from '../../api/client'
import type { OnlineCourseOrderCreateBody } from '../../model/entities/orders'
import { forgetLocationGuess } from '../../components/order-form/guess-location'
import { createCourseOrderActor } from './create-course-order'

const VALUES = { client_name: 'Айгуль', client_phone: '+996 555 123 456', client_email: 'aigul@example.kg', agreement: true }

function fakeApi(answer: () => Promise<{ access_code: string }>) {
  const bodies: OnlineCourseOrderCreateBody[] = []
  const api = {
    location: vi.fn(() => Promise.resolve({ city: 'Osh', country: 'KG' })),
    createOnlineCourseOrder: vi.fn(({ body }: { body: OnlineCourseOrderCreateBody }) => {
      bodies.push(body)
      return answer().then((created) => ({ uuid: 'u', number: 1, ...created }))
    }),
  }
  return { api, bodies }
}

const run = (api: ReturnType<typeof fakeApi>['api'], optionId: string) =>
  toPromise(
    createActor(createCourseOrderActor(api, 'course-uuid'), {
      input: { values: { ...VALUES, optionId }, settings: { optionIds: optionId ? [optionId] : [] } },
    }).start(),
  )

describe('createCourseOrderActor (COURSES-10, OQ-32)', () => {
  beforeEach(forgetLocationGuess)

  it('COURSES-10, ORDER-10: one access with the chosen option, the contacts, the agreement and the location guess; the output is the access code', async () => {
    const { api, bodies } = fakeApi(() => Promise.resolve({ access_code: 'code-1' }))
    expect(await run(api, 'option-uuid')).toEqual({ status: 'sent', output: 'code-1' })
    expect(bodies).toEqual([{ online_course_id: 'course-uuid', online_course_option_id: 'option-uuid', ...VALUES, city: 'Osh', country: 'KG' }])
  })

  it('COURSES-10: without options the option is null', async () => {
    const { api, bodies } = fakeApi(() => Promise.resolve({ access_code: 'code-2' }))
    await run(api, '')
    expect(bodies[0]?.online_course_option_id).toBeNull()
  })

  it("a 400 with the form's fields answers them; OQ-32: any other failure throws for the toast", async () => {
    const invalid = new ApiRequestError(400, { code: 'invalid', message: 'Invalid', fields: { client_email: ['forms.errors.email_invalid'] } })
    expect(await run(fakeApi(() => Promise.reject(invalid)).api, '')).toEqual({
      status: 'invalid',
      errors: { client_email: 'forms.errors.email_invalid' },
    })
    const failure = new ApiRequestError(500, { code: 'internal', message: 'Boom' })
    await expect(run(fakeApi(() => Promise.reject(failure)).api, '')).rejects.toBe(failure)
  })
})
