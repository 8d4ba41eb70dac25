import { describe, expect, it } from 'vitest'
import en from '../../locales/en.json'
import ky from '../../locales/ky.json'
import ru from '../../locales/ru.json'
import { CV_MAX_BYTES } from '../model/lead-cv'
import { FIELD_ERRORS } from '../model/validation'

describe('the CV messages (BE-29)', () => {
  it("the size error's text names the limit in every language", () => {
    const megabytes = String(CV_MAX_BYTES / 1024 / 1024)
    for (const messages of [ru, en, ky] as Array<Record<string, string>>) expect(messages[FIELD_ERRORS.fileSize]).toContain(megabytes)
  })
})
