import { useT } from '../../i18n/intl'
import type { ProductEntity } from '../../model/entities/shop'

/** A titled block of sanitised HTML; hidden when empty (OQ-04). */
function RichTextSection({ id, title, html }: { id: string; title: string; html: string }) {
  if (!html.trim()) return null
  return (
    <section className="event-section product-text container" aria-labelledby={id}>
      <h2 className="event-section__title" id={id}>
        {title}
      </h2>
      <div className="event-section__body rich-text" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}

/** PRODUCT-07: the description and the useful information (`description`, `description_second`). */
export function ProductTexts({ product }: { product: ProductEntity }) {
  const t = useT()
  return (
    <>
      <RichTextSection id="product-description-title" title={t('product.description')} html={product.description} />
      <RichTextSection id="product-useful-title" title={t('product.useful_info')} html={product.description_second} />
    </>
  )
}
