import { useLingui } from '@lingui/react/macro'
import { Button } from '#client/ui/button.tsx'
import { CheckIcon, ChevronDownIcon } from '#client/ui/icons.tsx'
import * as Menu from '#client/ui/menu.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { User } from '#shared/user.ts'
import { isNurseRole } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useSwitchRole } from '../api/roles.ts'
import { roleLabel } from '../role-labels.ts'

/**
 * The header's role switcher, for members who hold several roles (docs/product.md#who-uses-it): the active role on
 * the button, the others in a menu. Choosing one switches, then opens /dashboard (docs/product.md#routes).
 */
export function RoleSwitcher({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const switching = useSwitchRole()
  const roles = user.roles.filter(isNurseRole)
  if (roles.length < 2) return null
  const say = (role: string) => {
    const label = roleLabel(role)
    return typeof label === 'string' ? label : i18n._(label)
  }
  const active = user.active_role ? say(user.active_role) : t`aucun`

  function choose(role: string) {
    if (!isNurseRole(role) || role === user.active_role || switching.isPending) return
    switching.mutate(role, {
      onSuccess: () =>
        toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: t`Vous êtes maintenant ${say(role)}.` }),
      onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
    })
  }

  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" loading={switching.isPending} aria-label={t`Rôle actif : ${active}. Changer de rôle`}>
          <span className={css({ maxW: '32', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
            {active}
          </span>
          <Menu.Indicator>
            <ChevronDownIcon />
          </Menu.Indicator>
        </Button>
      </Menu.Trigger>
      <Menu.Popup>
        <Menu.RadioItemGroup value={user.active_role ?? ''} onValueChange={(details) => choose(details.value)}>
          <Menu.ItemGroupLabel>{t`Changer de rôle`}</Menu.ItemGroupLabel>
          {roles.map((role) => (
            <Menu.RadioItem key={role} value={role}>
              <Menu.ItemText>{say(role)}</Menu.ItemText>
              <Menu.ItemIndicator>
                <CheckIcon />
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
      </Menu.Popup>
    </Menu.Root>
  )
}
