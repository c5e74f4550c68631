import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '#client/ui/button.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import { css } from '#styled/css'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(5, 1fr)' },
  gap: '2',
  p: '4',
  borderRadius: 'md',
  bg: 'bg.muted',
  fontFamily: 'mono',
  fontSize: 'md',
  letterSpacing: '0.05em',
})

/** Saves the codes as a text file, named after the site, with a line saying what they are. */
export function downloadRecoveryCodes(codes: string[], heading: string): void {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'releve-codes-de-secours.txt'
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** The 10 recovery codes, shown once (the server keeps only their hashes): copy or download them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui()
  const heading = t`Codes de secours Relève : chacun ne sert qu’une fois, si vous n’avez plus votre application d’authentification.`

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success(t`Codes copiés`)
    } catch {
      toast.destructive(t`La copie n’a pas fonctionné : téléchargez les codes ou notez-les.`)
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Text>
        <Trans>
          Gardez ces codes de secours en lieu sûr. Chacun permet une connexion si vous perdez votre téléphone. Ils ne seront plus
          affichés.
        </Trans>
      </Text>
      <ul className={grid} aria-label={t`Codes de secours`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button variant="outline" onClick={copy}>
          <Trans>Copier les codes</Trans>
        </Button>
        <Button variant="outline" onClick={() => downloadRecoveryCodes(codes, heading)}>
          <Trans>Télécharger (.txt)</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>J’ai mis mes codes en lieu sûr</Trans>
        </Button>
      </div>
    </div>
  )
}
