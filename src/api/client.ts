/**
 * The typed client of /api/client. The same code serves the browser (fetch over the network) and the server
 * render (the Hono app called in-process with the request's env; see worker/ssr).
 */
import type {
  ApiErrorBody,
  CommonQuery,
  ContactsEntity,
  LanguageEntity,
  ListQuery,
  ListResponse,
  PageEntity,
  PageListItem,
} from '../model/api'
import type {
  ArticleEntity,
  ArticleListItem,
  EmployeeEntity,
  FormEntity,
  FranchiseProfile,
  NewsEntity,
  NewsListItem,
  PartnerEntity,
  SocialActivityEntity,
  VacancyEntity,
} from '../model/entities/publications'
import type { AboutProfile, ClubProfile, OnlineSchoolProfile } from '../model/entities/landing'
import type { TagEntity } from '../model/entities/reference'
import type { EventEntity, EventListItem, OnlineCourseEntity, OnlineCourseListItem, TrainerEntity, TrainerListItem } from '../model/entities/events'
import type { ProductEntity, ProductListItem, ReviewCreateBody, ReviewCreated, ReviewEntity } from '../model/entities/shop'
import type {
  CalculateAnswer,
  EventOrderCreateBody,
  EventOrderCreated,
  EventOrderEntity,
  LocationAnswer,
  OnlineCourseOrderCreateBody,
  OnlineCourseOrderCreated,
  PaymentCreateAnswer,
  PaymentCreateBody,
  PaymentEntity,
  PaymentMethodsAnswer,
  ProductOrderBody,
  ProductOrderCreated,
} from '../model/entities/orders'
// Type-only: the queries the API validates are the ones the client sends (DESIGN.md "The API").
import type { ArticlesQuery } from '../../worker/api/articles'
import type { EmployeesQuery, EventsQuery, OnlineCoursesQuery, VacanciesQuery } from '../model/api-contract/queries'
import type { NewsQuery } from '../../worker/api/news'
import type { PartnersQuery } from '../../worker/api/partners'
import type { ProductsQuery } from '../../worker/api/products'
import type { ReviewsQuery } from '../../worker/api/reviews'
import type { SocialActivitiesQuery } from '../../worker/api/social-activities'
import type { TagsQuery } from '../../worker/api/tags'
import type { TrainersQuery } from '../../worker/api/trainers'
import type { Currency } from '../model/currencies'
import type { SubscriptionCreateBody, SubscriptionRequested } from '../model/entities/leads'
import type { Language } from '../model/languages'

export type ApiFetch = (request: Request) => Promise<Response>

/** A failed call: `status` of the HTTP answer (0 when the network failed), the contract's error body (ERR-10). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
    this.name = 'ApiRequestError'
  }
  get code(): string {
    return this.body.code
  }
}

export interface ApiClientOptions {
  fetch: ApiFetch
  /** Origin the relative API paths resolve against (the page's own origin). */
  origin: string
  language: Language
  currency: Currency
}

type QueryValue = string | number | boolean | undefined
type Query = Record<string, QueryValue>

export function createApiClient(options: ApiClientOptions) {
  async function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, query: Query = {}, body?: unknown) {
    const url = new URL(`/api/client/${path}`, options.origin)
    const params: Query = { language: options.language, currency: options.currency, ...query }
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value))
    let response: Response
    try {
      response = await options.fetch(
        new Request(url, {
          method,
          headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
    } catch (error) {
      throw new ApiRequestError(0, { code: 'network', message: error instanceof Error ? error.message : 'Network error' })
    }
    const payload = (await response.json().catch(() => undefined)) as unknown
    if (!response.ok) {
      const errorBody = (payload ?? { code: 'http_' + response.status, message: response.statusText }) as ApiErrorBody
      throw new ApiRequestError(response.status, errorBody)
    }
    return payload as T
  }
  const get = <T>(path: string, query?: Query) => request<T>('GET', path, query)
  const post = <T>(path: string, body: unknown, query?: Query) => request<T>('POST', path, query, body)
  const item = (slug: string) => encodeURIComponent(slug)

  return {
    language: options.language,
    currency: options.currency,
    languages: () => get<ListResponse<LanguageEntity>>('languages'),
    contacts: () => get<ContactsEntity>('profile_site/contacts'),
    franchise: () => get<FranchiseProfile>('profile_site/franchise'),
    about: () => get<AboutProfile>('profile_site/about'),
    club: () => get<ClubProfile>('profile_site/club'),
    onlineSchool: () => get<OnlineSchoolProfile>('profile_site/online_school'),
    pages: (query: ListQuery & CommonQuery = {}) => get<ListResponse<PageListItem>>('pages', { ...query }),
    page: (slug: string) => get<PageEntity>(`pages/${item(slug)}`),
    events: (query: EventsQuery = {}) => get<ListResponse<EventListItem>>('events', { ...query }),
    event: (slug: string) => get<EventEntity>(`events/${item(slug)}`, { expand: 'images' }),
    trainers: (query: TrainersQuery = {}) => get<ListResponse<TrainerListItem>>('trainers', { ...query }),
    trainer: (slug: string) => get<TrainerEntity>(`trainers/${item(slug)}`, { expand: 'images' }),
    onlineCourses: (query: OnlineCoursesQuery = {}) => get<ListResponse<OnlineCourseListItem>>('online_courses', { ...query }),
    onlineCourse: (slug: string) => get<OnlineCourseEntity>(`online_courses/${item(slug)}`),
    tags: (query: TagsQuery = {}) => get<ListResponse<TagEntity>>('tags', { ...query }),
    tag: (slug: string) => get<TagEntity>(`tags/${item(slug)}`),
    news: (query: NewsQuery = {}) => get<ListResponse<NewsListItem>>('news', { ...query }),
    newsItem: (slug: string) => get<NewsEntity>(`news/${item(slug)}`),
    articles: (query: ArticlesQuery = {}) => get<ListResponse<ArticleListItem>>('articles', { ...query }),
    article: (slug: string) => get<ArticleEntity>(`articles/${item(slug)}`, { expand: 'images' }),
    vacancies: (query: VacanciesQuery = {}) => get<ListResponse<VacancyEntity>>('vacancy', { ...query }),
    employees: (query: EmployeesQuery = {}) => get<ListResponse<EmployeeEntity>>('employees', { ...query }),
    partners: (query: PartnersQuery = {}) => get<ListResponse<PartnerEntity>>('partners', { ...query }),
    socialActivities: (query: SocialActivitiesQuery = {}) =>
      get<ListResponse<SocialActivityEntity>>('social-activities', { ...query }),
    socialActivity: (slug: string) => get<SocialActivityEntity>(`social-activities/${item(slug)}`),
    products: (query: ProductsQuery = {}) => get<ListResponse<ProductListItem>>('products', { ...query }),
    product: (slug: string) => get<ProductEntity>(`products/${item(slug)}`, { expand: 'images' }),
    reviews: (query: ReviewsQuery = {}) => get<ListResponse<ReviewEntity>>('reviews', { moderated: true, ...query }),
    createReview: (body: ReviewCreateBody) => post<ReviewCreated>('reviews', body),
    /** FORM-01: a dynamic form with its fields. */
    form: (slug: string) => get<FormEntity>(`forms/${item(slug)}`),
    /** FORM-06, BE-20: a lead, the field values by field slug. */
    createFormOrder: (slug: string, body: Record<string, string | boolean>) => post<{ uuid: string }>(`forms/${item(slug)}/orders`, body),
    /** EVENTS-09, COURSES-05, OQ-07: asks for the confirmation mail of a subscription. */
    subscribe: (body: SubscriptionCreateBody) => post<SubscriptionRequested>('subscriptions', body),
    /** ORDER-04, OQ-52: the visitor's location as the edge guesses it. */
    location: () => get<LocationAnswer>('location'),
    createEventOrder: (body: EventOrderCreateBody) => post<EventOrderCreated>('event-orders', body),
    /** ORDER-06: a product order; the payment page is `/payment/products/{access_code}`. */
    createProductOrder: (body: ProductOrderBody) => post<ProductOrderCreated>('products-orders', body),
    /** PAY-01; `total` in `currency` when given, else in the order's own currency. */
    eventOrder: (accessCode: string, currency?: Currency) =>
      get<EventOrderEntity>(`event-orders/${item(accessCode)}`, currency ? { currency } : {}),
    /** PAY-11: what a payment in `currency` will charge. */
    calculateEventOrder: (order: string, currency: Currency) =>
      post<CalculateAnswer>('event-orders-calculate', { order }, { currency }),
    /** PAY-08, OQ-26: the methods this configuration serves. */
    paymentMethods: () => get<PaymentMethodsAnswer>('payment-methods'),
    /** COURSES-10: an order of an online course; its access code opens the payment page. */
    createOnlineCourseOrder: (body: OnlineCourseOrderCreateBody) => post<OnlineCourseOrderCreated>('online-course-orders', body),
    createEventOrderPayment: (body: PaymentCreateBody) => post<PaymentCreateAnswer>('event-orders-payments', body),
    eventOrderPayment: (uuid: string) => get<PaymentEntity>(`event-orders-payments/${item(uuid)}`),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
