import { useLingui } from '@lingui/react/macro'
import { css } from '#styled/css'

// Out of sight and out of the tab order, but a plain input that bots fill in.
const trap = css({ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' })

/**
 * The honeypot of the public forms (the contact form, a patient's request): a `website` field no
 * person sees; the shared schema refuses the message when it is filled in.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui()
  return (
    <div className={trap} aria-hidden="true">
      <label>
        {t`Ne remplissez pas ce champ`}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  )
}
