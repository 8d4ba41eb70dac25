/** The ids of the event page's blocks that the banner scrolls to (EVENT-02): 'more' to the info, 'buy' to the buy form. */
export const EVENT_BLOCK_IDS = {
  info: 'event-info',
  booking: 'event-booking',
} as const
