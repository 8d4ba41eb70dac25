import { useEffect, useLayoutEffect, useMemo } from 'react'
import type { CarouselLayout } from './Carousel'
import { emblaOptions, type EmblaApi, type UseEmbla } from './carousel-engine'

interface EmblaAttachmentProps {
  /** embla-carousel-react's hook, loaded on demand; the same function for the component's whole life. */
  useEmbla: UseEmbla
  viewport: HTMLElement
  layout: CarouselLayout
  startIndex: number
  reducedMotion: boolean
  onApi: (api: EmblaApi | null) => void
}

/** Renders nothing: attaches embla to the carousel's server-rendered viewport and hands its API up. */
export function EmblaAttachment({ useEmbla, viewport, layout, startIndex, reducedMotion, onApi }: EmblaAttachmentProps) {
  // Options are read once: embla starts on the slide the native track showed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const options = useMemo(() => emblaOptions(layout, startIndex, reducedMotion), [])
  const [attach, api] = useEmbla(options)

  useLayoutEffect(() => {
    // The native scroll position would add to embla's translation: embla now owns the position.
    // eslint-disable-next-line react-hooks/immutability -- a DOM node, not render data: embla takes over its scroll here
    viewport.scrollLeft = 0
    attach(viewport)
    return () => attach(null)
  }, [attach, viewport])

  useEffect(() => {
    onApi(api ?? null)
    return () => onApi(null)
  }, [api, onApi])

  return null
}
