/** After a commit that queued mail: deliver it now, after the answer is sent (the cron trigger retries the rest). */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { deliverOutbox } from './deliver'

export function kickOutbox(c: Context<AppEnv>): void {
  let ctx: Pick<ExecutionContext, 'waitUntil'>
  try {
    ctx = c.executionCtx
  } catch {
    return // an in-process call without an execution context: the cron trigger delivers
  }
  ctx.waitUntil(deliverOutbox(c.env).catch((error: unknown) => console.error('Outbox run failed', error)))
}
