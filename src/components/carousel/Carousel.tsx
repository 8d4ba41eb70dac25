import { Children, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useT } from '../../i18n/intl'
import { EmblaAttachment } from './EmblaAttachment'
import { loadEmbla, visibleSlideIndex, type EmblaApi, type UseEmbla } from './carousel-engine'

export type CarouselLayout = 'slider' | 'grid-desktop'

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string
  /** Slides visible at <768, ≥768 and ≥1200 px. */
  perView?: { base: number; md?: number; lg?: number }
  /** 'grid-desktop': a grid at ≥992 px and a slider below (HOME-04). */
  layout?: CarouselLayout
  /** One child is one slide. */
  children: ReactNode
  /** Thumbnails under the track, one a slide, in the slides' order: pressing one shows its slide. */
  thumbnails?: ReactNode[]
  /** The slides hold nothing focusable (pictures only): the track takes focus itself, so a keyboard can scroll it. */
  focusableTrack?: boolean
}

const ARROWS = [
  { side: 'prev', direction: -1, label: 'carousel.previous' },
  { side: 'next', direction: 1, label: 'carousel.next' },
] as const

interface Ends {
  canPrev: boolean
  canNext: boolean
}

/**
 * A carousel (WAI-ARIA APG: a labelled group with roledescription — a group, not a region, so the section around
 * it, usually named by the same heading, stays the only landmark) that works before JS: the server renders a scroll-snap track (touch, keyboard and trackpad scroll it)
 * with labelled previous/next buttons. embla-carousel-react loads on the first interaction (pointer, touch, focus or
 * an arrow) and takes over the track; the arrows scroll by a page of slides and are disabled at the ends.
 * prefers-reduced-motion makes the scrolling jump instead of glide.
 */
export function Carousel({ label, perView = { base: 1 }, layout = 'slider', children, thumbnails, focusableTrack = false }: CarouselProps) {
  const t = useT()
  const trackId = useId()
  const slides = Children.toArray(children)
  const widestView = Math.max(perView.base, perView.md ?? 0, perView.lg ?? 0)
  const viewport = useRef<HTMLDivElement>(null)
  const [ends, setEnds] = useState<Ends>({ canPrev: false, canNext: slides.length > perView.base })
  // embla once loaded, with what it starts from, all read when it arrived (never during a render).
  const [engine, setEngine] = useState<{ useEmbla: UseEmbla; viewport: HTMLElement; startIndex: number; reducedMotion: boolean } | null>(null)
  const [embla, setEmbla] = useState<EmblaApi | null>(null)
  const pendingStep = useRef<-1 | 1 | 0>(0)
  const [selected, setSelected] = useState(0)
  const pendingSlide = useRef<number | null>(null)

  // Native track: the arrows' state follows the scroll position.
  const readNativeEnds = useCallback(() => {
    const element = viewport.current
    if (!element) return
    const max = element.scrollWidth - element.clientWidth
    setEnds({ canPrev: element.scrollLeft > 1, canNext: element.scrollLeft < max - 1 })
  }, [])

  // The track's size is read when the browser has laid it out: a ResizeObserver answers once the track is rendered
  // (a skipped track is answered at no size, and read when it takes its width), then on every change of its width.
  // Never on mount: a read then would force the style and layout of the whole page, and of a section the browser
  // skips while it is far off-screen (content-visibility, home.css), in the task that hydrates it. Until then the
  // arrows keep the server's guess.
  useEffect(() => {
    const element = viewport.current
    if (!element || embla) return
    const sized = new ResizeObserver(() => isRendered(element) && readNativeEnds())
    sized.observe(element)
    element.addEventListener('scroll', readNativeEnds, { passive: true })
    return () => {
      sized.disconnect()
      element.removeEventListener('scroll', readNativeEnds)
    }
  }, [embla, readNativeEnds, slides.length])

  // embla: the arrows' state follows its selection.
  useEffect(() => {
    if (!embla) return
    const read = () => {
      setEnds({ canPrev: embla.canScrollPrev(), canNext: embla.canScrollNext() })
      setSelected(embla.selectedScrollSnap())
    }
    read()
    embla.on('select', read).on('reInit', read).on('resize', read)
    if (pendingStep.current !== 0) step(embla, pendingStep.current)
    pendingStep.current = 0
    // A thumbnail pressed while embla loaded: embla starts where the native track was, then goes to its slide.
    if (pendingSlide.current !== null) embla.scrollTo(pendingSlide.current, true)
    pendingSlide.current = null
    return () => {
      embla.off('select', read).off('reInit', read).off('resize', read)
    }
  }, [embla])

  const enhance = () => {
    if (engine) return
    loadEmbla()
      .then((useEmbla) => {
        const element = viewport.current
        if (element) setEngine({ useEmbla, viewport: element, startIndex: startIndexOf(element), reducedMotion: prefersReducedMotion() })
      })
      .catch((error: unknown) => {
        // The native track stays; an arrow pressed meanwhile still scrolls it.
        console.warn('carousel: embla did not load, the native track stays', error)
        const direction = pendingStep.current
        pendingStep.current = 0
        if (direction !== 0) scrollNative(viewport.current, direction)
      })
  }

  const onArrow = (direction: -1 | 1) => {
    if (embla) return step(embla, direction)
    // embla takes the step as soon as it is attached (see the effect above).
    pendingStep.current = direction
    enhance()
  }

  const onThumbnail = (index: number) => {
    setSelected(index)
    if (embla) return embla.scrollTo(index, prefersReducedMotion())
    pendingSlide.current = index
    scrollNativeTo(viewport.current, index)
    enhance()
  }

  const style = {
    '--carousel-base': perView.base,
    '--carousel-md': perView.md ?? perView.base,
    '--carousel-lg': perView.lg ?? perView.md ?? perView.base,
  } as CSSProperties

  return (
    <div
      role="group"
      className={`carousel carousel--${layout}${engine ? ' carousel--enhanced' : ''}`}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      style={style}
      onPointerEnter={enhance}
      onTouchStart={enhance}
      onFocus={enhance}
    >
      <div className="carousel__viewport" ref={viewport} id={trackId} tabIndex={focusableTrack ? 0 : undefined}>
        <ul className="carousel__track">
          {slides.map((slide, index) => (
            <li
              key={index}
              className={index < widestView ? 'carousel__slide' : 'carousel__slide carousel__slide--later'}
              aria-roledescription={t('carousel.slide_role')}
              aria-label={t('carousel.slide', { index: index + 1, total: slides.length })}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel__controls">
        {ARROWS.map((arrow) => (
          <button
            key={arrow.side}
            type="button"
            className={`carousel__arrow carousel__arrow--${arrow.side}`}
            aria-controls={trackId}
            aria-label={t(arrow.label)}
            disabled={arrow.direction < 0 ? !ends.canPrev : !ends.canNext}
            onClick={() => onArrow(arrow.direction)}
          >
            <ArrowIcon />
          </button>
        ))}
      </div>
      {thumbnails && thumbnails.length > 1 ? (
        <ul className="carousel__thumbnails">
          {thumbnails.map((thumbnail, index) => (
            <li key={index}>
              <button
                type="button"
                className="carousel__thumbnail"
                aria-controls={trackId}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('carousel.show_slide', { index: index + 1, total: slides.length })}
                onClick={() => onThumbnail(index)}
              >
                {thumbnail}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {engine && (
        <EmblaAttachment
          useEmbla={engine.useEmbla}
          viewport={engine.viewport}
          layout={layout}
          startIndex={engine.startIndex}
          reducedMotion={engine.reducedMotion}
          onApi={setEmbla}
        />
      )}
    </div>
  )
}

function step(embla: EmblaApi, direction: -1 | 1) {
  const jump = prefersReducedMotion()
  if (direction < 0) embla.scrollPrev(jump)
  else embla.scrollNext(jump)
}

/** A page of the native scroll-snap track (used only when embla could not load). */
function scrollNative(element: HTMLElement | null, direction: -1 | 1) {
  element?.scrollBy({ left: direction * element.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

/** The native track brought to a slide (before embla takes over, or when it could not load). */
function scrollNativeTo(element: HTMLElement | null, index: number) {
  const track = element?.firstElementChild
  const slide = track?.children[index] as HTMLElement | undefined
  if (!element || !track || !slide) return
  element.scrollTo({ left: slide.offsetLeft - (track as HTMLElement).offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Whether the browser renders the element, rather than skipping it with a section far off-screen. */
function isRendered(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility({ contentVisibilityAuto: true })
}

function startIndexOf(element: HTMLElement): number {
  const track = element.firstElementChild
  if (!track) return 0
  const offsets = Array.from(track.children, (slide) => (slide as HTMLElement).offsetLeft - (track as HTMLElement).offsetLeft)
  return visibleSlideIndex(element.scrollLeft, offsets)
}

function ArrowIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"
      strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="m9 6 6 6-6 6" />
    </svg>
  )
}
