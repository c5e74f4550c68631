// @vitest-environment jsdom

import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { storageKeys } from '#client/lib/storage-keys.ts'
import { adoptAccountSettings } from './session-actions.ts'

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie
  document.cookie = 'lang=; max-age=0; path=/'
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('adoptAccountSettings (sign-in on a new device)', () => {
  it('takes the language and colour mode saved on the account', async () => {
    localStorage.setItem(storageKeys.colourMode, 'system')
    await adoptAccountSettings({ locale: 'en', color_mode: 'dark' })
    expect(document.cookie).toContain('lang=en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.locale).toBe('en')
    expect(localStorage.getItem(storageKeys.colourMode)).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('leaves the device alone when the account saved nothing, or something that is not a choice', async () => {
    localStorage.setItem(storageKeys.colourMode, 'light')
    await adoptAccountSettings({})
    await adoptAccountSettings({ locale: 'de', color_mode: 'sepia' })
    expect(document.cookie).not.toContain('lang=')
    expect(localStorage.getItem(storageKeys.colourMode)).toBe('light')
  })
})
