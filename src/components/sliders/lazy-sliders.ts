import { lazyPart } from '../lazy-part'

/** The sliders as parts below the first screen (lazy-part.ts): their code and the carousel's load with their gate. */
export const LazyReviewsSlider = lazyPart(() => import('./ReviewsSlider').then((module) => module.ReviewsSlider))
export const LazyNewsSlider = lazyPart(() => import('./NewsSlider').then((module) => module.NewsSlider))
