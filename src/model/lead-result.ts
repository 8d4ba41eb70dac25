/**
 * How a form fixed on a page tells its result: in a modal (LEAD-03, club), a toast (LEAD-05, franchise), or in place.
 * A module of its own: the page's lead form wrapper, which every page loads, needs only this, not the form's rules.
 */
export type LeadResultShown = 'modal' | 'toast' | 'inline'

export const leadResultShown = (slug: string): LeadResultShown => (slug === 'club' ? 'modal' : slug === 'franchise' ? 'toast' : 'inline')
