import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { Skeleton } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { NurseRole } from '#shared/roles.ts'
import { nurseRoles } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useRoles, useSwitchRole } from '../api/roles.ts'
import { nameOfRole, roleDescription } from '../role-labels.ts'
import { AddRoleButton } from './add-role-button.tsx'

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const row = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  '&[data-active]': { borderColor: 'border.brand' },
})

/**
 * Settings › Rôles: the roles held (GET /api/user/roles), the switch to another (docs/product.md#routes), and the
 * roles not held yet, to take on (a replacement nurse who opens a practice becomes a holder).
 */
export function RolesPanel() {
  const { t, i18n } = useLingui()
  const roles = useRoles()
  const switching = useSwitchRole()
  const say = (role: string) => nameOfRole(i18n, role)

  if (roles.isPending) return <Skeleton className={css({ h: '24' })} />
  if (roles.isError) {
    return (
      <Text tone="danger" role="alert">
        <Trans>Vos rôles n’ont pas pu être chargés. Réessayez dans un instant.</Trans>
      </Text>
    )
  }

  const { roles: held, active_role: active } = roles.data
  const others = nurseRoles.filter((role) => !held.includes(role))
  function choose(role: NurseRole) {
    switching.mutate(role, {
      onSuccess: () =>
        toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: t`Vous êtes maintenant ${say(role)}.` }),
      onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
    })
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Text tone="muted">
        <Trans>Le rôle actif choisit ce que vous montre le tableau de bord. Vous pouvez en changer à tout moment.</Trans>
      </Text>
      {held.length === 0 ? (
        <Text>
          <Trans>Votre compte n’a pas encore de rôle d’infirmier.</Trans>
        </Text>
      ) : (
        <ul className={list}>
          {held.map((role) => {
            const description = roleDescription(role)
            const isActive = role === active
            return (
              <li key={role} className={row} data-active={isActive || undefined}>
                <div className={css({ flex: '1', minW: '0' })}>
                  <p className={css({ fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '2' })}>
                    {say(role)}
                    {isActive ? (
                      <Badge tone="brand" size="sm">
                        <Trans>Rôle actif</Trans>
                      </Badge>
                    ) : null}
                  </p>
                  {description ? (
                    <Text size="small" tone="muted">
                      {i18n._(description)}
                    </Text>
                  ) : null}
                </div>
                {isActive ? null : (
                  <Button
                    variant="outline"
                    onClick={() => choose(role)}
                    loading={switching.isPending && switching.variables === role}
                    disabled={switching.isPending}
                  >
                    <Trans>Passer en {say(role)}</Trans>
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {others.length > 0 ? (
        <section aria-labelledby="roles-to-add" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h3 id="roles-to-add" className={css({ fontWeight: 'semibold' })}>
            <Trans>Ajouter un rôle</Trans>
          </h3>
          <ul className={list}>
            {others.map((role) => {
              const description = roleDescription(role)
              return (
                <li key={role} className={row}>
                  <div className={css({ flex: '1', minW: '0' })}>
                    <p className={css({ fontWeight: 'semibold' })}>{say(role)}</p>
                    {description ? (
                      <Text size="small" tone="muted">
                        {i18n._(description)}
                      </Text>
                    ) : null}
                  </div>
                  <AddRoleButton nurseRole={role} />
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
