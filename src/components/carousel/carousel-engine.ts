import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import type { CarouselLayout } from './Carousel'

/** Type of embla-carousel-react's hook, loaded on demand (DESIGN: embla stays out of the first-load JS). */
export type UseEmbla = typeof import('embla-carousel-react').default
export type EmblaApi = EmblaCarouselType

let loading: Promise<UseEmbla> | null = null

/** embla-carousel-react, imported once for all carousels on the first interaction with any of them. */
export function loadEmbla(): Promise<UseEmbla> {
  loading ??= import('embla-carousel-react').then((module) => module.default)
  loading.catch(() => {
    loading = null // a failed chunk may load on the next interaction
  })
  return loading
}

/** The slide the native scroll-snap track shows first, so embla starts where the visitor already scrolled to. */
export function visibleSlideIndex(scrollLeft: number, slideOffsets: readonly number[]): number {
  let index = 0
  slideOffsets.forEach((offset, i) => {
    if (offset <= scrollLeft + 1) index = i
  })
  return index
}

/** embla options: snaps groups of visible slides; for 'grid-desktop' it switches off at ≥992 px (HOME-04). */
export function emblaOptions(layout: CarouselLayout, startIndex: number, reducedMotion: boolean): EmblaOptionsType {
  return {
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 'auto',
    startIndex,
    duration: reducedMotion ? 10 : 25,
    breakpoints: layout === 'grid-desktop' ? { '(min-width: 992px)': { active: false } } : {},
  }
}
