/**
 * GET /api/client/openapi.json (issue 3 §2): an OpenAPI 3.1 document generated at build time by typia from the very
 * query and response types the endpoints validate with and answer, so the document cannot drift from the code.
 *
 * To document an endpoint, add one `get(...)` line to your family's block in ENDPOINTS below:
 *
 *   get('/things/{id}', 'What it answers (IDs)', typia.json.schemas<[ThingQuery, ThingEntity]>())
 *
 * The first type is the endpoint's query type (the one given to `typia.http.createValidateQuery`), the second its
 * 200 body. Path parameters come from `{name}` in the path; 400 and 404 answers are added for you.
 */
import { Hono } from 'hono'
import typia, { type IJsonSchemaCollection } from 'typia'
import type { ApiErrorBody, CommonQuery, ContactsEntity, LanguageEntity, ListResponse, PageEntity, PageListItem } from '../../src/model/api'
import type { EventEntity, EventListItem, OnlineCourseEntity, OnlineCourseListItem, TrainerEntity, TrainerListItem } from '../../src/model/entities/events'
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
} from '../../src/model/entities/publications'
import type { EventOrderEntity, LocationAnswer, PaymentEntity, PaymentMethodsAnswer } from '../../src/model/entities/orders'
import type { CityEntity, CountryEntity, TagEntity } from '../../src/model/entities/reference'
import type { ProductEntity, ProductListItem, ProductProp, ReviewEntity } from '../../src/model/entities/shop'
import type { AppEnv } from '../env'
import type { ArticlesQuery } from './articles'
import type { CountriesQuery } from './countries'
import type { EmployeesQuery } from './employees'
import type { EventsQuery } from './events'
import type { NewsQuery } from './news'
import type { OnlineCoursesQuery } from './online-courses'
import type { PagesQuery } from './pages'
import type { PagingQuery } from './paging'
import type { PartnersQuery } from './partners'
import type { ProductQuery, ProductsQuery } from './products'
import type { ReviewQuery, ReviewsQuery } from './reviews'
import type { SocialActivitiesQuery } from './social-activities'
import type { TagsQuery } from './tags'
import type { TrainersQuery } from './trainers'
import type { VacanciesQuery } from './vacancies'

type JsonSchema = Record<string, unknown>

/** The item query of events, trainers, courses, articles, partners and employees (their validators' shape). */
type ItemWithImagesQuery = CommonQuery & { expand?: 'images' }
type Collection = IJsonSchemaCollection<'3.1', [unknown, unknown]>

interface Endpoint {
  path: string
  summary: string
  schemas: Collection
}

function get(path: string, summary: string, schemas: Collection): Endpoint {
  return { path, summary, schemas }
}

const ENDPOINTS: Endpoint[] = [
  // ── issue 2: languages, pages, site profile ──
  get('/languages', 'Routable interface languages (I18N-05, ENTITY-22)', typia.json.schemas<[PagingQuery, ListResponse<LanguageEntity>], '3.1'>()),
  get('/pages', 'Content pages (API-12, ROUTE-09)', typia.json.schemas<[PagesQuery, ListResponse<PageListItem>], '3.1'>()),
  get('/pages/{id}', 'A content page by slug or uuid (API-12, PAGE-01)', typia.json.schemas<[CommonQuery, PageEntity], '3.1'>()),
  get('/profile_site/contacts', 'Offices, socials, phones and contact texts (API-30, ENTITY-15)', typia.json.schemas<[CommonQuery, ContactsEntity], '3.1'>()),

  // ── reference: countries, cities, tags ──
  get('/countries', 'Countries, ISO alpha-2 code as value (ENTITY-19, I18N-09)', typia.json.schemas<[CountriesQuery, ListResponse<CountryEntity>], '3.1'>()),
  get('/countries/{id}', 'A country by ISO alpha-2 code', typia.json.schemas<[CommonQuery, CountryEntity], '3.1'>()),
  get('/countries/{id}/cities', 'The cities of a country with IANA time zones (OQ-21)', typia.json.schemas<[CountriesQuery, ListResponse<CityEntity>], '3.1'>()),
  get('/cities/{id}', 'A city by id or slug', typia.json.schemas<[CommonQuery, CityEntity], '3.1'>()),
  get('/tags', 'Tags with count_entities per kind; limit up to 10000 (ENTITY-13, API-13, OQ-19)', typia.json.schemas<[TagsQuery, ListResponse<TagEntity>], '3.1'>()),
  get('/tags/{id}', 'A tag by slug or id (TAG-01)', typia.json.schemas<[CommonQuery, TagEntity], '3.1'>()),

  // ── events, trainers, online courses ──
  get('/events', 'Events with filters and CONST-09 orders; prices in `currency` (API-20…22, ENTITY-01)', typia.json.schemas<[EventsQuery, ListResponse<EventListItem>], '3.1'>()),
  get('/events/{id}', 'An event by slug or uuid (API-19, ENTITY-01/02)', typia.json.schemas<[ItemWithImagesQuery, EventEntity], '3.1'>()),
  get('/trainers', 'Trainers (TRAINER-01, ENTITY-03)', typia.json.schemas<[TrainersQuery, ListResponse<TrainerListItem>], '3.1'>()),
  get('/trainers/{id}', 'A trainer by slug or uuid, with special blocks (OQ-11)', typia.json.schemas<[ItemWithImagesQuery, TrainerEntity], '3.1'>()),
  get('/online_courses', 'Online courses (API-18, ENTITY-27)', typia.json.schemas<[OnlineCoursesQuery, ListResponse<OnlineCourseListItem>], '3.1'>()),
  get('/online_courses/{id}', 'An online course by slug or uuid', typia.json.schemas<[ItemWithImagesQuery, OnlineCourseEntity], '3.1'>()),

  // ── publications: news, articles, partners, social activities, employees, vacancies, forms ──
  get('/news', 'News with tags and full-text search (NEWS-02)', typia.json.schemas<[NewsQuery, ListResponse<NewsListItem>], '3.1'>()),
  get('/news/{id}', 'A news item by slug or uuid', typia.json.schemas<[CommonQuery, NewsEntity], '3.1'>()),
  get('/articles', 'Blog articles with tags, search and related ids (BLOG-03)', typia.json.schemas<[ArticlesQuery, ListResponse<ArticleListItem>], '3.1'>()),
  get('/articles/{id}', 'An article by slug or uuid', typia.json.schemas<[ItemWithImagesQuery, ArticleEntity], '3.1'>()),
  get('/partners', 'Partners by type (FRANCHISERS-01, ENTITY-14)', typia.json.schemas<[PartnersQuery, ListResponse<PartnerEntity>], '3.1'>()),
  get('/partners/{id}', 'A partner', typia.json.schemas<[ItemWithImagesQuery, PartnerEntity], '3.1'>()),
  get('/social-activities', 'Social activities (SOCIAL-01, API-29)', typia.json.schemas<[SocialActivitiesQuery, ListResponse<SocialActivityEntity>], '3.1'>()),
  get('/social-activities/{id}', 'A social activity', typia.json.schemas<[CommonQuery, SocialActivityEntity], '3.1'>()),
  get('/employees', 'Employees (EMPLOYEES-01, API-36)', typia.json.schemas<[EmployeesQuery, ListResponse<EmployeeEntity>], '3.1'>()),
  get('/employees/{id}', 'An employee (ENTITY-28)', typia.json.schemas<[ItemWithImagesQuery, EmployeeEntity], '3.1'>()),
  get('/vacancy', 'Vacancies by direction (CAREER-01, API-36)', typia.json.schemas<[VacanciesQuery, ListResponse<VacancyEntity>], '3.1'>()),
  get('/vacancy/{id}', 'A vacancy (ENTITY-28)', typia.json.schemas<[CommonQuery, VacancyEntity], '3.1'>()),
  get('/profile_site/franchise', 'Franchise page data with FAQ per language (ENTITY-15)', typia.json.schemas<[CommonQuery, FranchiseProfile], '3.1'>()),
  get('/forms', 'Dynamic forms (API-14, ENTITY-23)', typia.json.schemas<[PagingQuery, ListResponse<FormSummary>], '3.1'>()),
  get('/forms/{slug}', 'A form with its fields', typia.json.schemas<[CommonQuery, FormEntity], '3.1'>()),
  get('/forms/{slug}/fields', 'The fields of a form', typia.json.schemas<[PagingQuery, ListResponse<FormFieldEntity>], '3.1'>()),
  get('/fields/{id}', 'A form field', typia.json.schemas<[CommonQuery, FormFieldEntity], '3.1'>()),

  // ── products and reviews ──
  get('/products', 'Products by type; prices in `currency` (SHOP-03, ENTITY-08)', typia.json.schemas<[ProductsQuery, ListResponse<ProductListItem>], '3.1'>()),
  get('/products/{id}', 'A product by slug or uuid, with options and props (ENTITY-08/09)', typia.json.schemas<[ProductQuery, ProductEntity], '3.1'>()),
  get('/products/{id}/props', 'The props of a product', typia.json.schemas<[PagingQuery, ListResponse<ProductProp>], '3.1'>()),
  get('/props/{id}', 'A product prop', typia.json.schemas<[CommonQuery, ProductProp], '3.1'>()),
  get('/reviews', 'Moderated reviews only, by entity, CONST-09 orders and `random` (API-27, BE-09)', typia.json.schemas<[ReviewsQuery, ListResponse<ReviewEntity>], '3.1'>()),
  get('/reviews/{id}', 'A moderated review', typia.json.schemas<[ReviewQuery, ReviewEntity], '3.1'>()),

  // ── orders and payments ──
  get('/event-orders/{access_code}', 'An event order for its payment page; an unpaid one expires after a day (PAY-01, OQ-29)', typia.json.schemas<[CommonQuery, EventOrderEntity], '3.1'>()),
  get('/event-orders-payments/{id}', 'A payment and its status (API-16, OQ-46)', typia.json.schemas<[CommonQuery, PaymentEntity], '3.1'>()),
  get('/payment-methods', 'The payment methods this configuration serves, with currencies and the test-only mark (PAY-08, OQ-26)', typia.json.schemas<[CommonQuery, PaymentMethodsAnswer], '3.1'>()),
  get('/location', "The visitor's city and country from the edge's geolocation (OQ-52)", typia.json.schemas<[CommonQuery, LocationAnswer], '3.1'>()),
]

const ERROR = typia.json.schemas<[ApiErrorBody], '3.1'>()

/** A `$ref` to components resolved (one level is all typia emits for a named object type). */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  return components[ref.replace('#/components/schemas/', '')] ?? schema
}

/** typia writes a union of literals as `oneOf` of `const`s; parameters read better as an `enum`. */
function asEnum(schema: JsonSchema): JsonSchema {
  const options = schema.oneOf
  if (!Array.isArray(options) || !options.every((option: JsonSchema) => Object.keys(option).join() === 'const')) return schema
  const values = options.map((option: JsonSchema) => option.const)
  const { oneOf: _, ...rest } = schema
  return { ...rest, type: typeof values[0] === 'number' ? 'number' : 'string', enum: values }
}

/** Query parameters from the properties of the endpoint's query type. */
function queryParameters(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema[] {
  const object = resolve(schema, components)
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((object.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: 'query', required: required.has(name), schema: asEnum(rest), ...(description ? { description } : {}) }
  })
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }))
}

function buildDocument(): JsonSchema {
  const components: Record<string, JsonSchema> = { ...(ERROR.components.schemas as Record<string, JsonSchema>) }
  for (const { schemas } of ENDPOINTS) Object.assign(components, schemas.components.schemas as Record<string, JsonSchema>)
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ERROR.schemas[0] } } })
  const paths: Record<string, JsonSchema> = {}
  for (const { path, summary, schemas } of ENDPOINTS) {
    const [query, response] = schemas.schemas as [JsonSchema, JsonSchema]
    paths[path] = {
      get: {
        summary,
        operationId: `get${path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
        parameters: [...pathParameters(path), ...queryParameters(query, components)],
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: response } } },
          400: error('Invalid input: `fields` maps each bad parameter to message keys'),
          ...(path.includes('{') ? { 404: error('No such item') } : {}),
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Client API',
      version: '1.0.0',
      description: 'Public read API of the site. Every call takes `language` and `currency`; prices are integer minor units.',
    },
    servers: [{ url: '/api/client' }],
    paths,
    components: { schemas: components },
  }
}

let document: JsonSchema | undefined

/** GET openapi.json: built once per isolate. */
export const openapi = new Hono<AppEnv>().get('/', (c) => {
  document ??= buildDocument()
  return c.json(document, 200, { 'Cache-Control': 'public, max-age=300' })
})
