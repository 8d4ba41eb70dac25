import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { isBurgerMenuOpen } from '../src/model/burger-menu-view'
import { burgerMenuMachine, type BurgerMenuEvent } from './burger-menu.machine'

function openMenu() {
  const menu = createActor(burgerMenuMachine).start()
  menu.send({ type: 'menu.open' })
  expect(menu.getSnapshot().value).toBe('open')
  return menu
}

describe('burgerMenuMachine (LAYOUT-04, LAYOUT-05)', () => {
  it('LAYOUT-04: starts closed; the burger button toggles it', () => {
    const menu = createActor(burgerMenuMachine).start()
    expect(menu.getSnapshot().value).toBe('closed')
    menu.send({ type: 'menu.toggle' })
    expect(menu.getSnapshot().value).toBe('open')
    menu.send({ type: 'menu.toggle' })
    expect(menu.getSnapshot().value).toBe('closed')
  })

  it.each<BurgerMenuEvent['type']>(['menu.close', 'navigation', 'escape'])(
    'LAYOUT-05: %s closes the open menu',
    (type) => {
      const menu = openMenu()
      menu.send({ type } as BurgerMenuEvent)
      expect(menu.getSnapshot().value).toBe('closed')
    },
  )

  it.each<BurgerMenuEvent['type']>(['menu.close', 'navigation', 'escape'])('%s leaves a closed menu closed', (type) => {
    const menu = createActor(burgerMenuMachine).start()
    menu.send({ type } as BurgerMenuEvent)
    expect(menu.getSnapshot().value).toBe('closed')
  })

  it('menu.open on an open menu keeps it open', () => {
    const menu = openMenu()
    menu.send({ type: 'menu.open' })
    expect(menu.getSnapshot().value).toBe('open')
  })
})

describe('isBurgerMenuOpen (LAYOUT-04): closed before the machine loads, as the started machine', () => {
  it('follows the machine once it runs', () => {
    const menu = createActor(burgerMenuMachine).start()
    expect(isBurgerMenuOpen(menu.getSnapshot())).toBe(isBurgerMenuOpen(undefined))
    expect(isBurgerMenuOpen(undefined)).toBe(false)
    menu.send({ type: 'menu.toggle' })
    expect(isBurgerMenuOpen(menu.getSnapshot())).toBe(true)
  })
})

describe('isBurgerMenuOpen while the machine loads (issue 43.3): the events waiting for it, as the machine takes them', () => {
  const EVENTS: BurgerMenuEvent[] = [{ type: 'menu.toggle' }, { type: 'menu.open' }, { type: 'menu.close' }, { type: 'navigation' }, { type: 'escape' }]
  const sequences = (length: number): BurgerMenuEvent[][] =>
    length === 0 ? [[]] : sequences(length - 1).flatMap((start) => EVENTS.map((event) => [...start, event]))

  it('a first tap opens the menu before the machine is there', () => {
    expect(isBurgerMenuOpen(undefined, [{ type: 'menu.toggle' }])).toBe(true)
    expect(isBurgerMenuOpen(undefined, [{ type: 'menu.toggle' }, { type: 'escape' }])).toBe(false)
  })

  it.each([1, 2, 3])('every sequence of %i events ends where the machine ends', (length) => {
    for (const waiting of sequences(length)) {
      const menu = createActor(burgerMenuMachine).start()
      for (const event of waiting) menu.send(event)
      expect(isBurgerMenuOpen(undefined, waiting), JSON.stringify(waiting)).toBe(isBurgerMenuOpen(menu.getSnapshot()))
    }
  })
})
