import type { EventEntity } from '../../../model/entities/events'
import { BuyForm } from './BuyForm'

const TEXTS = { title: 'buy_form.title', lead: 'buy_form.lead', option: 'buy_form.option' }

/** The event page's buy form (ORDER-01…08, EVENT-12): one place, the location guessed, paid at /payment/events. */
export function EventBuyForm({ event }: { event: EventEntity }) {
  return (
    <BuyForm
      item={event}
      paymentType="events"
      titleId="event-booking-title"
      texts={TEXTS}
      loadSender={async (api) => (await import('./create-order')).createOrderActor(api, event.uuid)}
    />
  )
}
