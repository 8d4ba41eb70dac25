import type { Locator } from '@playwright/test'
import { expect } from './fixtures'
import { message } from './languages'

/**
 * After a refused desk save: `field` has the focus and is on the screen, is marked invalid and is described by its
 * own message (a message key, in Russian), which names the rule.
 */
export async function expectRefusedAt(field: Locator, key: string): Promise<void> {
  await expect(field).toBeFocused()
  await expect(field).toBeInViewport()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message('ru', key))
}
