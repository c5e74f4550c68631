import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useTransition } from 'react'
import { type ColourMode, colourModes, useColourMode } from '#client/lib/colour-mode.ts'
import { isLocale, type Locale } from '#client/lib/i18n.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { switchLocale } from '#client/lib/locale.ts'
import { CloudUploadIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { UpdateSettingsInput } from '#shared/settings.ts'
import { css } from '#styled/css'
import { useSaveUserSettings, useSettingsWaiting } from '../api/user-settings.ts'

/**
 * Settings › Préférences: the language and the colour mode. Both apply on this device at once
 * (the shell's helpers) and are saved on the account (POST /api/users/settings) so they follow
 * the user; offline, the save waits for the network.
 */
export function PreferencesForm() {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const [mode, setMode] = useColourMode()
  const [switching, startTransition] = useTransition()
  const save = useSaveUserSettings()
  const saveWaits = useSettingsWaiting()

  function persist(input: UpdateSettingsInput) {
    save.mutate(
      { input, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS }),
        onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
      },
    )
  }

  function chooseLocale(locale: Locale) {
    startTransition(async () => {
      await switchLocale(locale)
      // Server messages in the cache were written in the other language.
      await client.invalidateQueries()
      persist({ locale })
    })
  }

  function chooseMode(next: ColourMode) {
    setMode(next)
    persist({ color_mode: next })
  }

  const modeLabels: Record<ColourMode, string> = {
    system: t`Automatique (celui de l’appareil)`,
    light: t`Clair`,
    dark: t`Sombre`,
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8', maxW: '40rem' })}>
      <div role="status" aria-live="polite">
        {saveWaits ? (
          <Notice as="p" tone="warning" role="none" size="sm" icon={<CloudUploadIcon />}>
            <strong>
              <Trans>En attente du réseau</Trans>
            </strong>{' '}
            <Trans>: appliqué sur cet appareil, enregistré sur votre compte dès le retour de la connexion.</Trans>
          </Notice>
        ) : null}
      </div>
      <SimpleRadioGroup
        label={<Trans>Langue</Trans>}
        value={i18n.locale}
        disabled={switching}
        onValueChange={(details) => {
          if (isLocale(details.value) && details.value !== i18n.locale) chooseLocale(details.value)
        }}
        items={[
          // Each language in its own words (the convention for language pickers).
          { value: 'fr', label: 'Français' },
          { value: 'en', label: 'English' },
        ]}
      />
      <SimpleRadioGroup
        label={<Trans>Thème</Trans>}
        value={mode}
        onValueChange={(details) => {
          const next = colourModes.find((candidate) => candidate === details.value)
          if (next && next !== mode) chooseMode(next)
        }}
        items={colourModes.map((value) => ({ value, label: modeLabels[value] }))}
      />
    </div>
  )
}
