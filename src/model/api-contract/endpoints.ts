/**
 * Every endpoint of /api/client, declared once: the worker mounts a handler on each (worker/api/routes.ts), the
 * typed client calls those with `client` (src/api/client.ts), and GET openapi.json documents them all. The key is
 * the client's method name.
 */
import type { CommonQuery, ContactsEntity, LanguageEntity, ListResponse, PageEntity, PageListItem } from '../api'
import type { EventEntity, EventListItem, OnlineCourseEntity, OnlineCourseListItem, TrainerEntity, TrainerListItem } from '../entities/events'
import type {
  CalculateAnswer,
  CalculateBody,
  EventOrderCreateBody,
  EventOrderCreated,
  EventOrderEntity,
  OnlineCourseOrderCreateBody,
  OrderEntity,
  ProductOrderBody,
  LocationAnswer,
  PaymentCreateAnswer,
  PaymentCreateBody,
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
import type { LeadCreateBody, LeadCreated, SubscriptionCreateBody, SubscriptionRequested } from '../entities/leads'
import type { CityEntity, CountryEntity, TagEntity } from '../entities/reference'
import type { ProductEntity, ProductListItem, ProductProp, ReviewCreateBody, ReviewCreated, ReviewEntity } from '../entities/shop'
import { get, post, types } from './endpoint'
import type { ClickAnswerBody, NotificationAnswer } from './provider-answers'
import type {
  ArticlesQuery,
  CalculateQuery,
  CountriesQuery,
  EmployeesQuery,
  EventsQuery,
  ItemQuery,
  NewsQuery,
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
  openapi: get('/openapi.json', types<never, Record<string, unknown>>(), 'This document (OpenAPI 3.1)', PROVIDER),

  // languages, pages, site profile
  languages: get('/languages', types<PagingQuery, ListResponse<LanguageEntity>>(), 'Routable interface languages (I18N-05, ENTITY-22)'),
  pages: get('/pages', types<PagesQuery, ListResponse<PageListItem>>(), 'Content pages (API-12, ROUTE-09)'),
  page: get('/pages/{id}', types<CommonQuery, PageEntity>(), 'A content page by slug or uuid (API-12, PAGE-01)'),
  contacts: get('/profile_site/contacts', types<CommonQuery, ContactsEntity>(), 'Offices, socials, phones and contact texts (API-30, ENTITY-15)'),
  franchise: get('/profile_site/franchise', types<CommonQuery, FranchiseProfile>(), 'Franchise page data with FAQ per language (ENTITY-15)'),
  aboutProfile: get('/profile_site/about', types<CommonQuery, LandingProfiles['about']>(), 'About page data: figures, files, timeline, gallery (OQ-25)'),
  clubProfile: get('/profile_site/club', types<CommonQuery, LandingProfiles['club']>(), 'Club page data: banner, cards, audience, gallery (OQ-04)'),
  onlineSchoolProfile: get('/profile_site/online_school', types<CommonQuery, LandingProfiles['online_school']>(), 'Online school page data: platform, steps, schedule, results'),

  // reference: countries, cities, tags
  countries: get('/countries', types<CountriesQuery, ListResponse<CountryEntity>>(), 'Countries, ISO alpha-2 code as value (ENTITY-19, I18N-09)'),
  country: get('/countries/{id}', types<CommonQuery, CountryEntity>(), 'A country by ISO alpha-2 code'),
  countryCities: get('/countries/{id}/cities', types<CountriesQuery, ListResponse<CityEntity>>(), 'The cities of a country with IANA time zones (OQ-21)'),
  city: get('/cities/{id}', types<CommonQuery, CityEntity>(), 'A city by id or slug'),
  tags: get('/tags', types<TagsQuery, ListResponse<TagEntity>>(), 'Tags with count_entities per kind; limit up to 10000 (ENTITY-13, API-13, OQ-19)'),
  tag: get('/tags/{id}', types<CommonQuery, TagEntity>(), 'A tag by slug or id (TAG-01)'),

  // events, trainers, online courses
  events: get('/events', types<EventsQuery, ListResponse<EventListItem>>(), 'Events with filters and CONST-09 orders; prices in `currency` (API-20…22, ENTITY-01)'),
  event: get('/events/{id}', types<ItemQuery, EventEntity>(), 'An event by slug or uuid, images always expanded (API-19, ENTITY-01/02)'),
  trainers: get('/trainers', types<TrainersQuery, ListResponse<TrainerListItem>>(), 'Trainers (TRAINER-01, ENTITY-03)'),
  trainer: get('/trainers/{id}', types<ItemQuery, TrainerEntity>(), 'A trainer by slug or uuid, with special blocks (OQ-11)'),
  onlineCourses: get('/online_courses', types<OnlineCoursesQuery, ListResponse<OnlineCourseListItem>>(), 'Online courses (API-18, ENTITY-27)'),
  onlineCourse: get('/online_courses/{id}', types<ItemQuery, OnlineCourseEntity>(), 'An online course by slug or uuid'),

  // publications: news, articles, partners, social activities, employees, vacancies, forms
  news: get('/news', types<NewsQuery, ListResponse<NewsListItem>>(), 'News with tags and full-text search (NEWS-02)'),
  newsItem: get('/news/{id}', types<CommonQuery, NewsEntity>(), 'A news item by slug or uuid'),
  articles: get('/articles', types<ArticlesQuery, ListResponse<ArticleListItem>>(), 'Blog articles with tags, search and related ids (BLOG-03)'),
  article: get('/articles/{id}', types<ItemQuery, ArticleEntity>(), 'An article by slug or uuid'),
  partners: get('/partners', types<PartnersQuery, ListResponse<PartnerEntity>>(), 'Partners by type (FRANCHISERS-01, ENTITY-14)'),
  partner: get('/partners/{id}', types<ItemQuery, PartnerEntity>(), 'A partner'),
  socialActivities: get('/social-activities', types<SocialActivitiesQuery, ListResponse<SocialActivityEntity>>(), 'Social activities (SOCIAL-01, API-29)'),
  socialActivity: get('/social-activities/{id}', types<CommonQuery, SocialActivityEntity>(), 'A social activity'),
  employees: get('/employees', types<EmployeesQuery, ListResponse<EmployeeEntity>>(), 'Employees (EMPLOYEES-01, API-36)'),
  employee: get('/employees/{id}', types<ItemQuery, EmployeeEntity>(), 'An employee (ENTITY-28)'),
  vacancies: get('/vacancy', types<VacanciesQuery, ListResponse<VacancyEntity>>(), 'Vacancies by direction (CAREER-01, API-36)'),
  vacancy: get('/vacancy/{id}', types<CommonQuery, VacancyEntity>(), 'A vacancy (ENTITY-28)'),
  forms: get('/forms', types<PagingQuery, ListResponse<FormSummary>>(), 'Dynamic forms (API-14, ENTITY-23)'),
  form: get('/forms/{slug}', types<CommonQuery, FormEntity>(), 'A form with its fields'),
  formFields: get('/forms/{slug}/fields', types<PagingQuery, ListResponse<FormFieldEntity>>(), 'The fields of a form'),
  formField: get('/fields/{id}', types<CommonQuery, FormFieldEntity>(), 'A form field'),
  createSubscription: post('/subscriptions', types<CommonQuery, SubscriptionRequested, SubscriptionCreateBody>(), 'Asks to subscribe an address: pending until the mailed link confirms it (double opt-in); 202 whatever its state; 5 a sender in 10 minutes (BE-28, OQ-07, OQ-35)', { status: 202 }),
  createLead: post('/forms/{slug}/orders', types<CommonQuery, LeadCreated, LeadCreateBody>(), "A lead by the form's field slugs, agreement and the empty `website` honeypot; 10 a sender in 10 minutes (BE-20, BE-21, BE-27, OQ-40)"),

  // products and reviews
  products: get('/products', types<ProductsQuery, ListResponse<ProductListItem>>(), 'Products by type; prices in `currency` (SHOP-03, ENTITY-08)'),
  product: get('/products/{id}', types<ItemQuery, ProductEntity>(), 'A product by slug or uuid, with options and props (ENTITY-08/09)'),
  productProps: get('/products/{id}/props', types<PagingQuery, ListResponse<ProductProp>>(), 'The props of a product'),
  prop: get('/props/{id}', types<CommonQuery, ProductProp>(), 'A product prop'),
  reviews: get('/reviews', types<ReviewsQuery, ListResponse<ReviewEntity>>(), 'Moderated reviews only, by entity, CONST-09 orders and `random` (API-27, BE-09)', {
    clientQuery: { moderated: true },
  }),
  review: get('/reviews/{id}', types<ItemQuery, ReviewEntity>(), 'A moderated review'),
  createReview: post('/reviews', types<CommonQuery, ReviewCreated, ReviewCreateBody>(), 'Sends a review for moderation; 10 a sender in 10 minutes (API-15, BE-27)'),

  // orders and payments
  createEventOrder: post('/event-orders', types<CommonQuery, EventOrderCreated, EventOrderCreateBody>(), 'Orders a place at an event; 20 a sender in 10 minutes (ORDER-05, BE-12, BE-27)'),
  eventOrder: get('/event-orders/{access_code}', types<CommonQuery, EventOrderEntity>(), 'An event order for its payment page; an unpaid one expires after a day (PAY-01, OQ-29)'),
  calculateEventOrder: post('/event-orders-calculate', types<CalculateQuery, CalculateAnswer, CalculateBody>(), 'What a payment of the order in `currency` charges (BE-12, PAY-11)', { status: 200 }),
  createEventOrderPayment: post('/event-orders-payments', types<CommonQuery, PaymentCreateAnswer, PaymentCreateBody>(), 'Starts a payment of an order and answers where to pay (PAY-12, PAY-13, BE-13)'),
  eventOrderPayment: get('/event-orders-payments/{id}', types<CommonQuery, PaymentEntity>(), 'A payment and its status (API-16, OQ-46)'),
  // OQ-46: the spec's spelling of the two above; the client uses the first.
  createEventsOrderPayment: post('/events-orders-payments', types<CommonQuery, PaymentCreateAnswer, PaymentCreateBody>(), 'Alias of POST event-orders-payments (OQ-46)', PROVIDER),
  eventsOrderPayment: get('/events-orders-payments/{id}', types<CommonQuery, PaymentEntity>(), 'Alias of GET event-orders-payments/{id} (OQ-46)', PROVIDER),
  createProductsOrder: post('/products-orders', types<CommonQuery, EventOrderCreated, ProductOrderBody>(), 'Orders one product, quantity 1, the product beside the buyer or in `products`; 20 a sender in 10 minutes (ORDER-06, OQ-44, BE-12, BE-27)'),
  productsOrder: get('/products-orders/{access_code}', types<CommonQuery, OrderEntity>(), 'A product order for its payment page; an unpaid one expires after a day (PAY-01, OQ-29)'),
  calculateProductsOrder: post('/products-orders-calculate', types<CalculateQuery, CalculateAnswer, CalculateBody>(), 'What a payment of the product order in `currency` charges (BE-12, PAY-11)', { status: 200 }),
  createProductsOrderPayment: post('/products-orders-payments', types<CommonQuery, PaymentCreateAnswer, PaymentCreateBody>(), 'Starts a payment of a product order (PAY-12, API-17)'),
  productsOrderPayment: get('/products-orders-payments/{id}', types<CommonQuery, PaymentEntity>(), 'A payment and its status (API-17)'),
  createOnlineCourseOrder: post('/online-course-orders', types<CommonQuery, EventOrderCreated, OnlineCourseOrderCreateBody>(), 'Orders an online course; 20 a sender in 10 minutes (ORDER-10, COURSES-10, BE-12, BE-27)'),
  onlineCourseOrder: get('/online-course-orders/{access_code}', types<CommonQuery, OrderEntity>(), 'An online-course order for its payment page, with its access period once paid (PAY-01, OQ-29, COURSES-11)'),
  calculateOnlineCourseOrder: post('/online-course-orders-calculate', types<CalculateQuery, CalculateAnswer, CalculateBody>(), 'What a payment of the course order in `currency` charges (BE-12, PAY-11)', { status: 200 }),
  createOnlineCourseOrderPayment: post('/online-course-orders-payments', types<CommonQuery, PaymentCreateAnswer, PaymentCreateBody>(), 'Starts a payment of an online-course order (PAY-12, API-18)'),
  onlineCourseOrderPayment: get('/online-course-orders-payments/{id}', types<CommonQuery, PaymentEntity>(), 'A payment and its status (API-18)'),
  // OQ-46: the spec's spelling of the course calculation.
  calculateOnlineCourseOrderAlias: post('/online-course-orders/online-course-order-calculate', types<CalculateQuery, CalculateAnswer, CalculateBody>(), 'Alias of POST online-course-orders-calculate (OQ-46)', { ...PROVIDER, status: 200 }),
  paymentMethods: get('/payment-methods', types<CommonQuery, PaymentMethodsAnswer>(), 'The payment methods this configuration serves, with currencies and the test-only mark (PAY-08, OQ-26)'),
  location: get('/location', types<CommonQuery, LocationAnswer>(), "The visitor's city and country from the edge's geolocation (OQ-52)"),

  // called by payment providers and the sandbox's checkout page, not by the site's client
  clickPrepare: post('/payment-notifications/click/prepare', types<never, ClickAnswerBody>(), "Click's Prepare call, a signed form (BE-14)", { ...PROVIDER, status: 200 }),
  clickComplete: post('/payment-notifications/click/complete', types<never, ClickAnswerBody>(), "Click's Complete call, a signed form (BE-14)", { ...PROVIDER, status: 200 }),
  paymentNotification: post('/payment-notifications/{provider}', types<never, NotificationAnswer>(), "A provider's notification, verified by reading the payment back (BE-13)", {
    ...PROVIDER,
    status: 200,
  }),
  sandboxCheckout: get('/sandbox-checkout/{id}', types<never, string>(), "The sandbox provider's checkout page (only where the sandbox is on)", {
    ...PROVIDER,
    media: 'text/html',
  }),
  sandboxPay: post('/sandbox-checkout/{id}/pay', types<never, never>(), 'The sandbox checkout pays and redirects back', { ...PROVIDER, status: 303 }),
  sandboxDecline: post('/sandbox-checkout/{id}/decline', types<never, never>(), 'The sandbox checkout declines and redirects back', { ...PROVIDER, status: 303 }),
}

export type Endpoints = typeof ENDPOINTS
export type EndpointName = keyof Endpoints
