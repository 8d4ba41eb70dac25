import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DESK_PERMISSIONS_POLICY, PERMISSIONS_POLICY } from './permissions-policy'

const headersFile = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/_headers'), 'utf8')

describe('Permissions-Policy (issue 23)', () => {
  it('denies what the site does not use, and leaves the YouTube embed its autoplay, fullscreen and media', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`)
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture']) expect(PERMISSIONS_POLICY).not.toContain(feature)
  })

  it("the staff desk's pages differ only in the camera, which is theirs for the door's QR scanner (issue 44)", () => {
    expect(DESK_PERMISSIONS_POLICY).toContain('camera=(self)')
    expect(DESK_PERMISSIONS_POLICY.replace('camera=(self)', 'camera=()')).toBe(PERMISSIONS_POLICY)
  })

  it('static files carry the same policy as the pages (public/_headers, every path)', () => {
    const everyPath = headersFile.split(/\n(?=\/)/).find((block) => block.startsWith('/*\n'))
    expect(everyPath).toContain(`  Permissions-Policy: ${PERMISSIONS_POLICY}\n`)
  })
})
