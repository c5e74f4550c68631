import { describe, expect, it } from 'vitest'
import { trackerSafeUrl } from './tracker-safe-url.ts'

describe('the address trackers may see', () => {
  it('keeps plain public pages as they are, without query or fragment', () => {
    expect(trackerSafeUrl('https://releve.fr/about?email=a%40b.fr#team')).toBe('https://releve.fr/about')
    expect(trackerSafeUrl('https://releve.fr/')).toBe('https://releve.fr/')
  })

  it('hides ids, RPPS numbers, e-mails and tokens in the path', () => {
    expect(trackerSafeUrl('https://releve.fr/dashboard/replacements/detail/42/list')).toBe(
      'https://releve.fr/dashboard/replacements/detail/:id/list',
    )
    expect(trackerSafeUrl('https://releve.fr/nurses/10005173140')).toBe('https://releve.fr/nurses/:id')
    expect(trackerSafeUrl('https://releve.fr/u/claire%40example.fr')).toBe('https://releve.fr/u/:id')
    expect(trackerSafeUrl('https://releve.fr/password/reset/AbCdEfGhIjKlMnOpQrStUvWxYz')).toBe(
      'https://releve.fr/password/reset/:id',
    )
  })
})
