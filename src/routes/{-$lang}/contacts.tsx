import { createFileRoute } from '@tanstack/react-router'
import { FranchisePartners } from '../../blocks/contacts/FranchisePartners'
import { HeadOffice } from '../../blocks/contacts/HeadOffice'
import { MainContacts } from '../../blocks/contacts/MainContacts'
import { OtherOffices } from '../../blocks/contacts/OtherOffices'
import { contactsView, FRANCHISE_PARTNERS_QUERY } from '../../blocks/contacts/contacts-data'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { useT } from '../../i18n/intl'
import { breadcrumbListLd } from '../../seo/json-ld'
import { pageHead, siteSeo } from '../../seo/route-head'
import { canonicalUrl } from '../../model/site-urls'

/**
 * `/contacts` (CONTACTS-01…05): main phone and social links, the head office with legal details and map, the
 * other offices with an address and the franchise partners (limit 1000). Contacts and partners load together; a
 * failure of either reaches the error page with the error's code, or 500 (CONTACTS-05, ERR-03).
 */
export const Route = createFileRoute('/{-$lang}/contacts')({
  loader: async ({ context }) => {
    const [contacts, partners] = await Promise.all([
      context.api.contacts(),
      context.api.partners({ query: FRANCHISE_PARTNERS_QUERY }),
    ])
    return { contacts, partners: partners.rows }
  },
  head: (ctx) => {
    if (!ctx.loaderData) return {}
    const site = siteSeo(ctx)
    const t = (id: string) => ctx.match.context.intl.formatMessage({ id })
    return pageHead(ctx, { title: t('contacts.title'), description: t('contacts.seo.description') }, [
      breadcrumbListLd([
        { name: t('breadcrumbs.home'), url: canonicalUrl(site.origin, site.language, '/') },
        { name: t('contacts.title'), url: canonicalUrl(site.origin, site.language, '/contacts') },
      ]),
    ])
  },
  component: ContactsPage,
})

function ContactsPage() {
  const { contacts, partners } = Route.useLoaderData()
  const t = useT()
  const view = contactsView(contacts)
  return (
    <div className="contacts-page container">
      <Breadcrumbs items={[{ label: t('contacts.title') }]} />
      <h1 className="contacts-page__title">{t('contacts.title')}</h1>
      <MainContacts mainPhone={view.mainPhone} contacts={contacts} />
      {view.headOffice && <HeadOffice office={view.headOffice} />}
      <OtherOffices offices={view.otherOffices} />
      <FranchisePartners partners={partners} />
    </div>
  )
}
