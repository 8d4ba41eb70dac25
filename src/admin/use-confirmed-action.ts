import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { publishMachine } from '../../machines/publish.machine'

/**
 * An action the editor confirms first (issue 42.2: publish now or at a time, unpublish, delete), run by
 * publishMachine: `request(input)` asks, `confirm` runs `action(input)`, `onDone` gets the answer.
 */
export function useConfirmedAction<Input, Output>(action: (input: Input) => Promise<Output>, onDone: (output: Output, input: Input) => unknown) {
  const [snapshot, send] = useMachine(
    publishMachine.provide({
      actors: { publish: fromPromise(async ({ input }) => ({ output: await action(input as Input), input })) },
      actions: {
        onPublished: (_, result) => {
          const { output, input } = result as { output: Output; input: Input }
          void onDone(output, input)
        },
      },
    }),
  )
  return {
    request: (input: Input) => send({ type: 'request', input }),
    confirm: () => send({ type: 'confirm' }),
    cancel: () => send({ type: 'cancel' }),
    asked: snapshot.matches('confirming') || snapshot.matches('failed') ? (snapshot.context.input as Input) : null,
    busy: snapshot.matches('publishing'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    fields: snapshot.context.fields,
  }
}
