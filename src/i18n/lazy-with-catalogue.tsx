import { useRouteContext } from '@tanstack/react-router'
import { lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react'
import { useIsHydrating } from '../components/use-is-hydrating'
import { catalogueSettled } from './message-store'

/**
 * Renders its children once the whole catalogue is in the browser: a piece the server did not render (a lazily
 * loaded modal or form) finds its texts on its first render instead of showing message keys for a moment. A piece
 * the server did render hydrates at once: its texts came with the page, and a catalogue completed during hydration
 * would render again every part of the page still waiting to hydrate (HydrateWhenNear).
 */
export function WithWholeCatalogue({ children }: { children: ReactNode }) {
  const store = useRouteContext({ from: '__root__', select: (context) => context.messageStore })
  const hydrating = useIsHydrating()
  const [serverRendered] = useState(hydrating)
  if (store && !serverRendered && !store.isComplete()) use(catalogueSettled(store))
  return children
}

/** React's `lazy` for a piece of UI the server did not render: its code and the whole catalogue load together. */
export function lazyWithCatalogue<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, fallback: ReactNode = null) {
  const Content = lazy(load)
  return function LazyWithCatalogue(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <WithWholeCatalogue>
          <Content {...props} />
        </WithWholeCatalogue>
      </Suspense>
    )
  }
}
