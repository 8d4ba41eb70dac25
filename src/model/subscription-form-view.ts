import type { MachineSnapshotView } from './machine-view'
import type { FieldErrors, SubscriptionFormValues } from './validation'

/** EVENTS-09, COURSES-05: the banner's e-mail, its error and whether it is sending; empty before the machine loads. */
export function subscriptionFormView(
  snapshot: MachineSnapshotView<{ values: SubscriptionFormValues; errors: FieldErrors<SubscriptionFormValues> }> | undefined,
) {
  return {
    email: snapshot?.context.values.email ?? '',
    error: snapshot?.context.errors.email,
    busy: snapshot?.matches('submitting') ?? false,
  }
}
