import { describe, expect, it } from 'vitest'
import { personLd } from './person-ld'

describe('personLd (schema.org Person)', () => {
  it('describes a trainer with photo, job, profiles and organisation', () => {
    expect(
      personLd('https://site.test', {
        name: 'Timur Aliev',
        url: 'https://site.test/en/trainers/timur-aliev',
        jobTitle: 'Business trainer',
        description: '18 years helping people grow.',
        image: '/media/demo/x/large.svg',
        sameAs: ['https://t.me/a', 'https://t.me/a', 'ftp://nope', 'https://instagram.com/a'],
        worksFor: { name: 'Vershina Academy', url: 'https://site.test/en' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Timur Aliev',
      url: 'https://site.test/en/trainers/timur-aliev',
      jobTitle: 'Business trainer',
      description: '18 years helping people grow.',
      image: 'https://site.test/media/demo/x/large.svg',
      sameAs: ['https://t.me/a', 'https://instagram.com/a'],
      worksFor: { '@type': 'Organization', name: 'Vershina Academy', url: 'https://site.test/en' },
    })
  })
  it('leaves out what the trainer does not have', () => {
    expect(personLd('https://site.test', { name: 'A', url: 'https://site.test/trainers/a', jobTitle: '', image: null })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'A',
      url: 'https://site.test/trainers/a',
    })
  })
})
