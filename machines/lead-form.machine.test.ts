import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { FormEntity, FormFieldEntity } from '../src/model/entities/publications'
import { leadOrderBody, type LeadFormSettings, type LeadFormValues } from '../src/model/lead-form'
import type { FormSendResult, FormSubmission } from './form.machine'
import { leadFieldsMachine, leadFormMachine } from './lead-form.machine'

const field = (slug: string, type: FormFieldEntity['type'], required: boolean, hidden = false): FormFieldEntity => ({
  uuid: `uuid-${slug}`,
  slug,
  type,
  title: slug,
  required,
  hidden,
})
const definition = (slug: string): FormEntity => ({
  slug,
  title: `title of ${slug}`,
  subtitle: '',
  subtitle_down: '',
  submit_title: 'Send',
  thanks_title: 'Thanks',
  thanks_description: '',
  fields: [field('name', 'TEXT', true), field('phone', 'TEXT', true), field('goal', 'BIG_TEXT', false), field('call_me', 'BOOL', true), field('trainer', 'TEXT', false, true)],
})

type Send = FormSendResult<LeadFormValues, null>
function start(slug = 'trainer_consultation', hidden: Record<string, string> = { trainer: 'ivanov', unknown: 'x' }, form: FormEntity | null = null) {
  const loads: Array<{ slug: string; resolve: (form: FormEntity) => void; reject: (error: Error) => void }> = []
  const sends: Array<{ input: FormSubmission<LeadFormValues, LeadFormSettings>; resolve: (result: Send) => void; reject: (error: Error) => void }> = []
  const machine = leadFormMachine.provide({
    actors: {
      loadForm: fromPromise<FormEntity, string>(({ input }) => new Promise((resolve, reject) => loads.push({ slug: input, resolve, reject }))),
      fields: leadFieldsMachine.provide({
        actors: {
          send: fromPromise<Send, FormSubmission<LeadFormValues, LeadFormSettings>>(
            ({ input }) => new Promise((resolve, reject) => sends.push({ input, resolve, reject })),
          ),
        },
      }),
    },
  })
  const actor = createActor(machine, { input: { slug, hidden, form } }).start()
  const fields = () => actor.getSnapshot().children.fields as ActorRefFrom<typeof leadFieldsMachine>
  return { actor, loads, sends, fields }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('leadFormMachine (FORM-01…08, LEAD-01…07, OQ-10)', () => {
  it('FORM-04, FORM-05: loading, then a load error that a retry loads again, then the form', async () => {
    const { actor, loads } = start()
    expect(actor.getSnapshot().value).toBe('loading')
    loads[0]!.reject(new Error('offline'))
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    actor.send({ type: 'lead.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    loads[1]!.resolve(definition('trainer_consultation'))
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.form?.slug).toBe('trainer_consultation')
  })

  it('LEAD-04, LEAD-05: a form its page loaded starts ready with its fields and loads nothing; another slug\'s definition is not taken', async () => {
    const loaded = start('club', {}, definition('club'))
    expect(loaded.actor.getSnapshot().value).toBe('ready')
    expect(loaded.fields().getSnapshot().context.settings.form.slug).toBe('club')
    expect(loaded.loads).toEqual([])
    const mismatched = start('franchise', {}, definition('club'))
    expect(mismatched.actor.getSnapshot().value).toBe('loading')
    expect(mismatched.loads.map((load) => load.slug)).toEqual(['franchise'])
  })

  it('a stale definition answer is dropped: the form opened last is the one shown', async () => {
    const { actor, loads } = start('get_program')
    actor.send({ type: 'lead.open', slug: '5q_test' })
    loads[1]!.resolve(definition('5q_test'))
    await flush()
    loads[0]!.resolve(definition('get_program'))
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.form?.slug).toBe('5q_test')
  })

  it('FORM-03, FORM-06, VALID-01, VALID-04, OQ-10: required fields, phone verdict and a required BOOL; hidden field from the opener', async () => {
    const { loads, fields } = start()
    loads[0]!.resolve(definition('trainer_consultation'))
    await flush()
    expect(fields().getSnapshot().context.values).toEqual({ name: '', phone: '', goal: '', call_me: false, trainer: 'ivanov', agreement: false })
    fields().send({ type: 'form.submit' })
    expect(fields().getSnapshot().context.errors).toEqual({
      name: 'forms.errors.required',
      phone: 'forms.errors.required',
      call_me: 'forms.errors.agreement_required',
      agreement: 'forms.errors.agreement_required',
    })
    fields().send({ type: 'form.change', field: 'phone', value: '12' })
    fields().send({ type: 'form.phoneValidity', valid: false })
    fields().send({ type: 'form.change', field: 'trainer', value: 'tampered' })
    fields().send({ type: 'form.submit' })
    expect(fields().getSnapshot().context.errors.phone).toBe('forms.errors.phone_invalid')
    expect(fields().getSnapshot().context.values.trainer).toBe('ivanov')
  })

  it('FORM-06: sends trimmed values once while busy; a failure keeps them and a retry sends again; then sent', async () => {
    const { loads, sends, fields } = start()
    loads[0]!.resolve(definition('trainer_consultation'))
    await flush()
    for (const [name, value] of Object.entries({ name: ' Айгуль ', phone: '+996555123456', call_me: true, agreement: true })) {
      fields().send({ type: 'form.change', field: name, value })
    }
    fields().send({ type: 'form.phoneValidity', valid: true })
    fields().send({ type: 'form.submit' })
    fields().send({ type: 'form.submit' })
    expect(sends).toHaveLength(1)
    expect(leadOrderBody(sends[0]!.input.values)).toEqual({
      name: 'Айгуль',
      phone: '+996555123456',
      goal: '',
      call_me: true,
      trainer: 'ivanov',
      agreement: true,
      website: '',
    })
    sends[0]!.resolve({ status: 'refused', reason: 'too_many_requests' })
    await flush()
    expect(fields().getSnapshot().value).toBe('failed')
    expect(fields().getSnapshot().context).toMatchObject({ failure: 'too_many_requests', values: { name: 'Айгуль' } })
    fields().send({ type: 'form.submit' })
    sends[1]!.resolve({ status: 'sent', output: null })
    await flush()
    expect(fields().getSnapshot().value).toBe('sent')
  })
})
