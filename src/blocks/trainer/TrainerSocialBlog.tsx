import { ArrowRightIcon } from '../../components/layout/icons'
import { useT } from '../../i18n/intl'

/** TRAINER-12 (OQ-11: for any trainer with a social blog): the link to the trainer's blog on a social network. */
export function TrainerSocialBlog({ url, name }: { url: string; name: string }) {
  const t = useT()
  if (!/^https?:\/\//i.test(url)) return null
  return (
    <section className="trainer-section trainer-social-blog" aria-labelledby="trainer-social-blog-title">
      <h2 id="trainer-social-blog-title" className="trainer-section__title">
        {t('trainer.social_blog.title')}
      </h2>
      <p className="trainer-social-blog__text">{t('trainer.social_blog.text', { name })}</p>
      <a className="button button--primary" href={url} target="_blank" rel="noopener noreferrer">
        {t('trainer.social_blog.link')}
        <ArrowRightIcon />
      </a>
    </section>
  )
}
