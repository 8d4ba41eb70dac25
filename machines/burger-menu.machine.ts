import { setup } from 'xstate'
import { BURGER_MENU_TRANSITIONS, type BurgerMenuEvent } from '../src/model/burger-menu-view'

export type { BurgerMenuEvent }

/**
 * The burger menu of narrow screens (LAYOUT-04, LAYOUT-05): opened and closed by its button, closed by Esc, by
 * its close button and by any navigation. Its transitions are the table the menu also reads while this loads.
 */
export const burgerMenuMachine = setup({
  types: { events: {} as BurgerMenuEvent },
}).createMachine({
  id: 'burgerMenu',
  initial: 'closed',
  states: {
    closed: { on: BURGER_MENU_TRANSITIONS.closed },
    open: { on: BURGER_MENU_TRANSITIONS.open },
  },
})
