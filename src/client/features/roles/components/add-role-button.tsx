import { Trans, useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps } from '#client/ui/button.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { NurseRole } from '#shared/roles.ts'
import { useAddRole } from '../api/roles.ts'
import { nameOfRole } from '../role-labels.ts'

/**
 * "Ajouter le rôle Titulaire": takes on a role beside the ones held (POST /api/user/roles), says
 * so, and leaves the reader where they are — the screen then follows the roles held.
 */
export function AddRoleButton({
  nurseRole: role,
  variant = 'outline',
  size,
}: { nurseRole: NurseRole } & Pick<ButtonProps, 'variant' | 'size'>) {
  const { t, i18n } = useLingui()
  const name = nameOfRole(i18n, role)
  const adding = useAddRole({
    onAdded: () =>
      toast.success(t`Rôle ajouté`, { duration: ACCOUNT_TOAST_MS, description: t`Vous êtes maintenant aussi ${name}.` }),
  })
  return (
    <Button
      variant={variant}
      {...(size ? { size } : {})}
      loading={adding.isPending}
      onClick={() =>
        adding.mutate(role, {
          onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
        })
      }
    >
      <Trans>Ajouter le rôle {name}</Trans>
    </Button>
  )
}
