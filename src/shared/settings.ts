import { z } from 'zod'

/**
 * The user's settings (POST /api/users/settings), kept on the account so that they follow the
 * user from one device to another. A call changes the fields it sends and keeps the others.
 */
export const settingsLocales = ['fr', 'en'] as const
export const colorModes = ['system', 'light', 'dark'] as const
export const replacementViews = ['list', 'map'] as const
export const densities = ['comfortable', 'compact'] as const

export interface DashboardPreferences {
  /** How the replacements page shows offers first. */
  replacements_view: (typeof replacementViews)[number]
  /** Compact tables and lists on desktop. */
  density: (typeof densities)[number]
  /** The onboarding hints on the dashboard home. */
  show_tips: boolean
}

export interface UserSettings {
  /** The language of the interface and of the mails (docs/product.md#constants: French by default). */
  locale: (typeof settingsLocales)[number]
  /** docs/product.md#session: system, light or dark. */
  color_mode: (typeof colorModes)[number]
  dashboard: DashboardPreferences
}

export const defaultSettings: UserSettings = {
  locale: 'fr',
  color_mode: 'system',
  dashboard: { replacements_view: 'list', density: 'comfortable', show_tips: true },
}

export const updateSettingsSchema = z.object({
  locale: z.enum(settingsLocales, 'settings.locale_invalid').optional(),
  color_mode: z.enum(colorModes, 'settings.color_mode_invalid').optional(),
  dashboard: z
    .object(
      {
        replacements_view: z.enum(replacementViews, 'validation.invalid').optional(),
        density: z.enum(densities, 'validation.invalid').optional(),
        show_tips: z.boolean('validation.invalid').optional(),
      },
      'validation.invalid',
    )
    .optional(),
})
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>

const storedSettingsSchema = z.object({
  locale: z.enum(settingsLocales).catch(defaultSettings.locale),
  color_mode: z.enum(colorModes).catch(defaultSettings.color_mode),
  dashboard: z
    .object({
      replacements_view: z.enum(replacementViews).catch(defaultSettings.dashboard.replacements_view),
      density: z.enum(densities).catch(defaultSettings.dashboard.density),
      show_tips: z.boolean().catch(defaultSettings.dashboard.show_tips),
    })
    .catch(defaultSettings.dashboard),
})

/** The settings as stored (maybe partial, maybe from an older version), every gap filled. */
export function resolveSettings(stored: unknown): UserSettings {
  const value = typeof stored === 'object' && stored !== null ? stored : {}
  return storedSettingsSchema.parse({ dashboard: {}, ...value })
}

/** The stored settings with an update applied: only the fields it names change. */
export function mergeSettings(stored: unknown, update: z.output<typeof updateSettingsSchema>): UserSettings {
  const current = resolveSettings(stored)
  return {
    locale: update.locale ?? current.locale,
    color_mode: update.color_mode ?? current.color_mode,
    dashboard: {
      replacements_view: update.dashboard?.replacements_view ?? current.dashboard.replacements_view,
      density: update.dashboard?.density ?? current.dashboard.density,
      show_tips: update.dashboard?.show_tips ?? current.dashboard.show_tips,
    },
  }
}
