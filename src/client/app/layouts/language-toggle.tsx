import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useTransition } from 'react'
import { switchLocale } from '#client/lib/locale.ts'
import { Button } from '#client/ui/button.tsx'

// Each language is offered in its own words (the convention for language pickers): these two
// labels are not translated. The name starts with the visible text (WCAG 2.5.3, label in name).
const offers = {
  fr: { to: 'en', short: 'EN', label: 'EN — English version' },
  en: { to: 'fr', short: 'FR', label: 'FR — version française' },
} as const

/** Switches fr ↔ en: cookie, <html lang>, catalog; server answers then follow the cookie. */
export function LanguageToggle() {
  const { i18n } = useLingui()
  const client = useQueryClient()
  const [pending, startTransition] = useTransition()
  const offer = i18n.locale === 'en' ? offers.en : offers.fr
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={offer.to}
      aria-label={offer.label}
      title={offer.label}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await switchLocale(offer.to)
          // Server messages in the cache were written in the other language.
          await client.invalidateQueries()
        })
      }
    >
      {offer.short}
    </Button>
  )
}
