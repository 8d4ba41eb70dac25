import { describe, expect, it } from 'vitest'
import type { ContactsEntity } from '../../model/api'
import { programModalProps } from './program-modal'

const contacts: ContactsEntity = {
  offices: [],
  socials: [],
  phones: [
    { region: 'KZ', phone: '+77273500600', display: '+7 727 350 06 00' },
    { region: 'KG', phone: '+996555100200', display: '+996 555 100 200' },
  ],
  messengers: [{ messenger: 'telegram', url: 'https://t.me/vershina_help', display: '@vershina_help' }],
  email: 'info@vershina.academy',
  json_data: {},
}

const t = (id: string, values?: Record<string, string | number>) => (values ? `${id}(${Object.values(values).join(',')})` : id)

describe('programModalProps (LAYOUT-03, OQ-09)', () => {
  it('gives a title, a text, the phones by region as tel: links and the messengers as external links', () => {
    expect(programModalProps(contacts, t)).toEqual({
      title: 'layout.program.title',
      subtitle: 'layout.program.text',
      links: [
        { href: 'tel:+996555100200', label: 'layout.phones.region.KG: +996 555 100 200' },
        { href: 'tel:+77273500600', label: 'layout.phones.region.KZ: +7 727 350 06 00' },
        { href: 'https://t.me/vershina_help', label: 'layout.messengers.write(Telegram): @vershina_help', external: true },
      ],
    })
  })

  it('still explains itself when contacts failed to load (ERR-09)', () => {
    expect(programModalProps(null, t)).toEqual({ title: 'layout.program.title', subtitle: 'layout.program.text', links: [] })
  })
})
