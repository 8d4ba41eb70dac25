/**
 * Every endpoint of /api/client, declared once: the worker mounts a handler on each (worker/lib/routes.ts), the
 * typed client calls those with `client` (src/api/client.ts), and GET openapi.json documents them all. The key is
 * the client's method name.
 */
import type { CommonQuery, ContactsEntity, LanguageEntity, ListResponse, PageEntity, PageListItem } from '../api'
import type { EventEntity, EventListItem, OnlineCourseEntity, OnlineCourseListItem, TrainerEntity, TrainerListItem } from '../entities/events'
import type {
  CalculateAnswer,
  EventCalculateBody,
  EventPaymentCreateBody,
  OnlineCourseCalculateBody,
  OnlineCoursePaymentCreateBody,
  ProductCalculateBody,
  ProductPaymentCreateBody,
  EventOrderCreateBody,
  EventOrderCreated,
  EventOrderEntity,
  OnlineCourseOrderCreateBody,
  OrderEntity,
  ProductOrderBody,
  LocationAnswer,
  PaymentCreateAnswer,
  PaymentEntity,
  PaymentMethodsAnswer,
} from '../entities/orders'
import type {
  ArticleEntity,
  ArticleListItem,
  EmployeeEntity,
  FormEntity,
  FormFieldEntity,
  FormSummary,
  FranchiseProfile,
  NewsEntity,
  NewsListItem,
  PartnerEntity,
  SocialActivityEntity,
  VacancyEntity,
} from '../entities/publications'
import type { LandingProfiles } from '../entities/landing'
import type { OAuthProvidersAnswer } from '../entities/oauth'
import type { LeadCreated, LeadRequestBody, SubscriptionCreateBody, SubscriptionRequested } from '../entities/leads'
import { LEAD_MAX_BODY_BYTES } from '../lead-cv'
import type { CityEntity, CountryEntity, TagEntity } from '../entities/reference'
import type { ProductEntity, ProductListItem, ProductProp, ReviewCreateBody, ReviewCreated, ReviewEntity } from '../entities/shop'
import type {
  AccountOrder,
  AccountSessions,
  ClientUser,
  Done,
  EmailChangeBody,
  EmailProven,
  LoginBody,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  ProfileUpdateBody,
  RegistrationBody,
  ResendEmailBody,
  SignedIn,
  SignInLinkBody,
  FindOrdersBody,
  SignInLinkConfirmBody,
  SocialCodeBody,
  VerifyEmailBody,
} from '../entities/users'
import type { RecentlyViewedAnswer, RecentlyViewedQuery } from '../recently-viewed'
import type { SiteSearchAnswer, SiteSearchQuery } from '../site-search'
import { get, post, put, types } from './endpoint'
import type { ClickAnswerBody, NotificationAnswer, PaymeAnswerBody, UzumAnswerBody } from './provider-answers'
import type {
  ArticlesQuery,
  CalculateQuery,
  CountriesQuery,
  EmployeesQuery,
  EventsQuery,
  ItemQuery,
  NewsQuery,
  OAuthStartQuery,
  OnlineCoursesQuery,
  PagesQuery,
  PagingQuery,
  PartnersQuery,
  ProductsQuery,
  ReviewsQuery,
  SocialActivitiesQuery,
  TagsQuery,
  TrainersQuery,
  VacanciesQuery,
} from './queries'

/** Provider callbacks and the sandbox's checkout page: their handlers read and verify the provider's own format. */
const PROVIDER = { client: false } as const

export const ENDPOINTS = {
  openapi: get('/openapi.json', types<never, Record<string, unknown>>(), PROVIDER),

  // languages, pages, site profile
  languages: get('/languages', types<PagingQuery, ListResponse<LanguageEntity>>()),
  pages: get('/pages', types<PagesQuery, ListResponse<PageListItem>>()),
  page: get('/pages/{id}', types<CommonQuery, PageEntity>()),
  // issue 45: one search over the site's items
  search: get('/search', types<SiteSearchQuery, SiteSearchAnswer>()),
  // ENTITY-29, OQ-47: the titles of the items a device viewed, in the page's language
  recentlyViewed: get('/recently-viewed', types<RecentlyViewedQuery, RecentlyViewedAnswer>()),
  contacts: get('/profile_site/contacts', types<CommonQuery, ContactsEntity>()),
  franchise: get('/profile_site/franchise', types<CommonQuery, FranchiseProfile>()),
  aboutProfile: get('/profile_site/about', types<CommonQuery, LandingProfiles['about']>()),
  clubProfile: get('/profile_site/club', types<CommonQuery, LandingProfiles['club']>()),
  onlineSchoolProfile: get('/profile_site/online_school', types<CommonQuery, LandingProfiles['online_school']>()),

  // reference: countries, cities, tags
  countries: get('/countries', types<CountriesQuery, ListResponse<CountryEntity>>()),
  country: get('/countries/{id}', types<CommonQuery, CountryEntity>()),
  countryCities: get('/countries/{id}/cities', types<CountriesQuery, ListResponse<CityEntity>>()),
  city: get('/cities/{id}', types<CommonQuery, CityEntity>()),
  tags: get('/tags', types<TagsQuery, ListResponse<TagEntity>>()),
  tag: get('/tags/{id}', types<CommonQuery, TagEntity>()),

  // events, trainers, online courses
  events: get('/events', types<EventsQuery, ListResponse<EventListItem>>()),
  event: get('/events/{id}', types<ItemQuery, EventEntity>()),
  trainers: get('/trainers', types<TrainersQuery, ListResponse<TrainerListItem>>()),
  trainer: get('/trainers/{id}', types<ItemQuery, TrainerEntity>()),
  onlineCourses: get('/online_courses', types<OnlineCoursesQuery, ListResponse<OnlineCourseListItem>>()),
  onlineCourse: get('/online_courses/{id}', types<ItemQuery, OnlineCourseEntity>()),

  // publications: news, articles, partners, social activities, employees, vacancies, forms
  news: get('/news', types<NewsQuery, ListResponse<NewsListItem>>()),
  newsItem: get('/news/{id}', types<CommonQuery, NewsEntity>()),
  articles: get('/articles', types<ArticlesQuery, ListResponse<ArticleListItem>>()),
  article: get('/articles/{id}', types<ItemQuery, ArticleEntity>()),
  partners: get('/partners', types<PartnersQuery, ListResponse<PartnerEntity>>()),
  partner: get('/partners/{id}', types<ItemQuery, PartnerEntity>()),
  socialActivities: get('/social-activities', types<SocialActivitiesQuery, ListResponse<SocialActivityEntity>>()),
  socialActivity: get('/social-activities/{id}', types<CommonQuery, SocialActivityEntity>()),
  employees: get('/employees', types<EmployeesQuery, ListResponse<EmployeeEntity>>()),
  employee: get('/employees/{id}', types<ItemQuery, EmployeeEntity>()),
  vacancies: get('/vacancy', types<VacanciesQuery, ListResponse<VacancyEntity>>()),
  vacancy: get('/vacancy/{id}', types<CommonQuery, VacancyEntity>()),
  forms: get('/forms', types<PagingQuery, ListResponse<FormSummary>>()),
  form: get('/forms/{slug}', types<CommonQuery, FormEntity>()),
  formFields: get('/forms/{slug}/fields', types<PagingQuery, ListResponse<FormFieldEntity>>()),
  formField: get('/fields/{id}', types<CommonQuery, FormFieldEntity>()),
  createSubscription: post('/subscriptions', types<CommonQuery, SubscriptionRequested, SubscriptionCreateBody>(), { status: 202 }),
  createLead: post('/forms/{slug}/orders', types<CommonQuery, LeadCreated, LeadRequestBody>(), { maxBodyBytes: LEAD_MAX_BODY_BYTES }),

  // products and reviews
  products: get('/products', types<ProductsQuery, ListResponse<ProductListItem>>()),
  product: get('/products/{id}', types<ItemQuery, ProductEntity>()),
  productProps: get('/products/{id}/props', types<PagingQuery, ListResponse<ProductProp>>()),
  prop: get('/props/{id}', types<CommonQuery, ProductProp>()),
  reviews: get('/reviews', types<ReviewsQuery, ListResponse<ReviewEntity>>(), {
    clientQuery: { moderated: true },
  }),
  review: get('/reviews/{id}', types<ItemQuery, ReviewEntity>()),
  createReview: post('/reviews', types<CommonQuery, ReviewCreated, ReviewCreateBody>()),

  // orders and payments
  createEventOrder: post('/event-orders', types<CommonQuery, EventOrderCreated, EventOrderCreateBody>()),
  eventOrder: get('/event-orders/{access_code}', types<CommonQuery, EventOrderEntity>()),
  calculateEventOrder: post('/event-orders-calculate', types<CalculateQuery, CalculateAnswer, EventCalculateBody>(), { status: 200 }),
  createEventOrderPayment: post('/event-orders-payments', types<CommonQuery, PaymentCreateAnswer, EventPaymentCreateBody>()),
  eventOrderPayment: get('/event-orders-payments/{id}', types<CommonQuery, PaymentEntity>()),
  // OQ-46: the spec's spelling of the two above; the client uses the first.
  createEventsOrderPayment: post('/events-orders-payments', types<CommonQuery, PaymentCreateAnswer, EventPaymentCreateBody>(), PROVIDER),
  eventsOrderPayment: get('/events-orders-payments/{id}', types<CommonQuery, PaymentEntity>(), PROVIDER),
  createProductsOrder: post('/products-orders', types<CommonQuery, EventOrderCreated, ProductOrderBody>()),
  productsOrder: get('/products-orders/{access_code}', types<CommonQuery, OrderEntity>()),
  calculateProductsOrder: post('/products-orders-calculate', types<CalculateQuery, CalculateAnswer, ProductCalculateBody>(), { status: 200 }),
  createProductsOrderPayment: post('/products-orders-payments', types<CommonQuery, PaymentCreateAnswer, ProductPaymentCreateBody>()),
  productsOrderPayment: get('/products-orders-payments/{id}', types<CommonQuery, PaymentEntity>()),
  createOnlineCourseOrder: post('/online-course-orders', types<CommonQuery, EventOrderCreated, OnlineCourseOrderCreateBody>()),
  onlineCourseOrder: get('/online-course-orders/{access_code}', types<CommonQuery, OrderEntity>()),
  calculateOnlineCourseOrder: post('/online-course-orders-calculate', types<CalculateQuery, CalculateAnswer, OnlineCourseCalculateBody>(), { status: 200 }),
  createOnlineCourseOrderPayment: post('/online-course-orders-payments', types<CommonQuery, PaymentCreateAnswer, OnlineCoursePaymentCreateBody>()),
  onlineCourseOrderPayment: get('/online-course-orders-payments/{id}', types<CommonQuery, PaymentEntity>()),
  // OQ-46: the spec's spelling of the course calculation.
  calculateOnlineCourseOrderAlias: post('/online-course-orders/online-course-order-calculate/', types<CalculateQuery, CalculateAnswer, OnlineCourseCalculateBody>(), { ...PROVIDER, status: 200 }),
  paymentMethods: get('/payment-methods', types<CommonQuery, PaymentMethodsAnswer>()),
  location: get('/location', types<CommonQuery, LocationAnswer>()),

  // accounts: the session is the HttpOnly cookie (OQ-53); `key` is for API clients (API-01)
  login: post('/client_users/login', types<CommonQuery, SignedIn, LoginBody>(), { status: 200 }),
  register: post('/client_users/registration', types<CommonQuery, Done, RegistrationBody>(), { status: 202 }),
  logout: post('/client_users/logout', types<CommonQuery, Done>(), { status: 200, session: 'optional' }),
  me: get('/client_users/me', types<CommonQuery, ClientUser>(), { session: 'required' }),
  updateMe: put('/client_users/me', types<CommonQuery, ClientUser, ProfileUpdateBody>(), { session: 'required' }),
  changePassword: post('/client_users/password/change', types<CommonQuery, SignedIn, PasswordChangeBody>(), { status: 200, session: 'required' }),
  requestPasswordReset: post('/client_users/password/reset', types<CommonQuery, Done, PasswordResetBody>(), { status: 202 }),
  confirmPasswordReset: post('/client_users/password/reset/confirm', types<CommonQuery, Done, PasswordResetConfirmBody>(), { status: 200 }),
  requestEmailChange: post('/client_users/email/change', types<CommonQuery, Done, EmailChangeBody>(), { status: 202, session: 'required' }),
  resendVerification: post('/client_users/resend-email', types<CommonQuery, Done, ResendEmailBody>(), { status: 202 }),
  verifyEmail: post('/client_users/verify-email', types<CommonQuery, EmailProven, VerifyEmailBody>(), { status: 200 }),
  myOrders: get('/client_users/me/orders', types<PagingQuery, ListResponse<AccountOrder>>(), { session: 'required' }),
  requestSignInLink: post('/client_users/login/link', types<CommonQuery, Done, SignInLinkBody>(), { status: 202 }),
  findMyOrders: post('/orders/find', types<CommonQuery, Done, FindOrdersBody>(), { status: 202 }),
  confirmSignInLink: post('/client_users/login/link/confirm', types<CommonQuery, SignedIn, SignInLinkConfirmBody>(), { status: 200 }),
  mySessions: get('/client_users/me/sessions', types<CommonQuery, AccountSessions>(), { session: 'required' }),
  endMySession: post('/client_users/me/sessions/{id}/end', types<CommonQuery, AccountSessions>(), { status: 200, session: 'required' }),
  endMyOtherSessions: post('/client_users/me/sessions/end-others', types<CommonQuery, AccountSessions>(), { status: 200, session: 'required' }),

  // Google and Facebook accounts; the browser starts at socialStart and comes back through /_oauth_confirm
  socialProviders: get('/client_users/oauth/providers', types<CommonQuery, OAuthProvidersAnswer>()),
  socialStart: get('/client_users/oauth/{provider}/start', types<OAuthStartQuery, never>(), { client: false, status: 302, session: 'optional' }),
  socialLogin: post('/client_users/login-social/{provider}', types<CommonQuery, SignedIn, SocialCodeBody>(), { status: 200 }),
  socialRegister: post('/client_users/registration-social/{provider}', types<CommonQuery, SignedIn, SocialCodeBody>()),
  socialConnect: post('/client_users/connect/{provider}', types<CommonQuery, ClientUser, SocialCodeBody>(), { status: 200, session: 'required' }),
  socialDisconnect: post('/client_users/disconnect/{provider}', types<CommonQuery, ClientUser>(), { status: 200, session: 'required' }),

  // called by payment providers and the sandbox's checkout page, not by the site's client
  paymeMerchantApi: post('/payment-notifications/payme/merchant-api', types<never, PaymeAnswerBody>(), { ...PROVIDER, status: 200 }),
  paymeMerchantApiGet: get('/payment-notifications/payme/merchant-api', types<never, PaymeAnswerBody>(), PROVIDER),
  clickPrepare: post('/payment-notifications/click/prepare', types<never, ClickAnswerBody>(), { ...PROVIDER, status: 200 }),
  clickComplete: post('/payment-notifications/click/complete', types<never, ClickAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumCheck: post('/payment-notifications/uzum/check', types<never, UzumAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumCreate: post('/payment-notifications/uzum/create', types<never, UzumAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumConfirm: post('/payment-notifications/uzum/confirm', types<never, UzumAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumReverse: post('/payment-notifications/uzum/reverse', types<never, UzumAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumStatus: post('/payment-notifications/uzum/status', types<never, UzumAnswerBody>(), { ...PROVIDER, status: 200 }),
  uzumPayPage: get('/uzum-payment/{id}', types<never, string>(), { ...PROVIDER, media: 'text/html' }),
  payboxCheck: post('/payment-notifications/paybox/check', types<never, string>(), { ...PROVIDER, status: 200, media: 'application/xml' }),
  payboxResult: post('/payment-notifications/paybox/result', types<never, string>(), { ...PROVIDER, status: 200, media: 'application/xml' }),
  paymentNotification: post('/payment-notifications/{provider}', types<never, NotificationAnswer>(), {
    ...PROVIDER,
    status: 200,
  }),
  sandboxCheckout: get('/sandbox-checkout/{id}', types<never, string>(), {
    ...PROVIDER,
    media: 'text/html',
  }),
  sandboxPay: post('/sandbox-checkout/{id}/pay', types<never, never>(), { ...PROVIDER, status: 303 }),
  sandboxDecline: post('/sandbox-checkout/{id}/decline', types<never, never>(), { ...PROVIDER, status: 303 }),
}

export type Endpoints = typeof ENDPOINTS
export type EndpointName = keyof Endpoints

/** Whether the site's client calls the endpoint (provider callbacks, the sandbox page and the document it does not). */
export function isClientEndpoint(name: EndpointName): boolean {
  return ENDPOINTS[name].client
}
