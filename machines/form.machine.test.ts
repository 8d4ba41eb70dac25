import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { emptyDraft, formView, type FormSpec } from '../src/model/form-draft'
import { required } from '../src/model/validation'
import { createFormMachine, type FormSendResult, type FormSubmission } from './form.machine'

interface Values {
  name: string
}
const spec: FormSpec<Values, null> = { id: 'testForm', empty: () => ({ name: '' }), rules: () => ({ name: [required] }) }

function start(formSpec: FormSpec<Values, null> = spec) {
  const answers: Array<{ resolve: (result: FormSendResult<Values, null>) => void; reject: (error: Error) => void }> = []
  const machine = createFormMachine<Values, null>(formSpec).provide({
    actors: {
      send: fromPromise<FormSendResult<Values, null>, FormSubmission<Values, null>>(
        () => new Promise((resolve, reject) => answers.push({ resolve, reject })),
      ),
    },
  })
  return { actor: createActor(machine, { input: { settings: null } }).start(), answers }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the form kit (form.machine.ts) and the view a form shows', () => {
  it('an untouched form shows the same before and after its machine starts', () => {
    const { actor } = start()
    const draft = emptyDraft(spec, null)
    expect(formView(actor.getSnapshot(), draft)).toEqual(formView(undefined, draft))
    expect(formView(undefined, draft)).toEqual({ phase: 'editing', values: { name: '' }, errors: {}, failure: null })
  })

  it('VALID-01, FORM-06: sending, a named refusal (429) kept as the failure, retry, sent', async () => {
    const { actor, answers } = start()
    const draft = emptyDraft(spec, null)
    actor.send({ type: 'form.submit' })
    expect(formView(actor.getSnapshot(), draft).errors).toEqual({ name: 'forms.errors.required' })
    actor.send({ type: 'form.change', field: 'name', value: ' Айгуль ' })
    actor.send({ type: 'form.submit' })
    expect(formView(actor.getSnapshot(), draft).phase).toBe('sending')
    answers[0]!.resolve({ status: 'refused', reason: 'too_many_requests' })
    await flush()
    expect(formView(actor.getSnapshot(), draft)).toEqual({ phase: 'failed', values: { name: 'Айгуль' }, errors: {}, failure: 'too_many_requests' })
    actor.send({ type: 'form.submit' })
    answers[1]!.reject(new Error('500'))
    await flush()
    expect(formView(actor.getSnapshot(), draft).failure).toBe('error')
    actor.send({ type: 'form.submit' })
    expect(formView(actor.getSnapshot(), draft)).toMatchObject({ phase: 'sending', failure: null })
    answers[2]!.resolve({ status: 'sent', output: null })
    await flush()
    expect(formView(actor.getSnapshot(), draft).phase).toBe('sent')
  })

  it('a form without afterSent ends in sent: edits and submits change nothing', async () => {
    const { actor, answers } = start()
    actor.send({ type: 'form.change', field: 'name', value: 'Айгуль' })
    actor.send({ type: 'form.submit' })
    answers[0]!.resolve({ status: 'sent', output: null })
    await flush()
    actor.send({ type: 'form.change', field: 'name', value: 'Другое' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sent')
    expect(actor.getSnapshot().context.values.name).toBe('Айгуль')
    expect(answers).toHaveLength(1)
  })

  it('PROFILE-03, PROFILE-05: a form with afterSent holds its next-round values after a success and is used again', async () => {
    const { actor, answers } = start({ ...spec, afterSent: () => ({ name: '' }) })
    actor.send({ type: 'form.change', field: 'name', value: 'Айгуль' })
    actor.send({ type: 'form.submit' })
    answers[0]!.resolve({ status: 'sent', output: null })
    await flush()
    expect(actor.getSnapshot().value).toBe('sent')
    expect(actor.getSnapshot().context.values.name).toBe('')
    actor.send({ type: 'form.change', field: 'name', value: 'Бакыт' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(answers).toHaveLength(2)
  })
})
