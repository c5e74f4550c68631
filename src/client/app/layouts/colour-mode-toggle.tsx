import { useLingui } from '@lingui/react/macro'
import { type ColourMode, colourModes, useColourMode } from '#client/lib/colour-mode.ts'
import { IconButton } from '#client/ui/icon-button.tsx'
import { MonitorIcon, MoonIcon, SunIcon } from '#client/ui/icons.tsx'

const icons = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const

/** One compact button cycling system → light → dark; its label says the current and the next. */
export function ColourModeToggle() {
  const { t } = useLingui()
  const [mode, setMode] = useColourMode()
  const next: ColourMode = colourModes[(colourModes.indexOf(mode) + 1) % colourModes.length] ?? 'system'
  const names: Record<ColourMode, string> = { system: t`celui du système`, light: t`clair`, dark: t`sombre` }
  const Icon = icons[mode]
  return (
    <IconButton aria-label={t`Thème : ${names[mode]}. Passer au thème ${names[next]}`} onClick={() => setMode(next)}>
      <Icon />
    </IconButton>
  )
}
