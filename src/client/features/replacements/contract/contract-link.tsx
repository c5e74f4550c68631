import { Trans } from '@lingui/react/macro'
import { generatePath, Link } from 'react-router'
import { Button, type ButtonProps } from '#client/ui/button.tsx'
import { FileTextIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'

/** To the written contract of an accepted application, for either of its two parties. */
export function ContractLink({
  applicationId,
  size = 'sm',
  variant = 'outline',
}: {
  applicationId: number
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}) {
  return (
    <Button asChild size={size} variant={variant}>
      <Link to={generatePath(paths.replacementContract, { id: String(applicationId) })}>
        <FileTextIcon />
        <Trans>Contrat de remplacement</Trans>
      </Link>
    </Button>
  )
}
