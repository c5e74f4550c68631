import { useLingui } from '@lingui/react/macro'
import type { DeferredPopupProps } from '#client/ui/deferred-popup.tsx'
import { CheckIcon, ChevronDownIcon } from '#client/ui/icons.tsx'
import * as Menu from '#client/ui/menu.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { User } from '#shared/user.ts'
import { isNurseRole } from '#shared/user-access.ts'
import { useSwitchRole } from '../api/roles.ts'
import { nameOfRole } from '../role-labels.ts'
import { RoleSwitcherButton } from './role-switcher-button.tsx'

/**
 * The header's role switcher's menu (role-switcher.tsx draws its button first and loads this once
 * the page is idle or the button pressed): the other roles; choosing one switches, then opens
 * /dashboard (docs/product.md#routes).
 */
export function RoleSwitcherMenu({ user, defaultOpen }: { user: User } & DeferredPopupProps) {
  const { t, i18n } = useLingui()
  const switching = useSwitchRole()
  const roles = user.roles.filter(isNurseRole)
  const say = (role: string) => nameOfRole(i18n, role)

  function choose(role: string) {
    if (!isNurseRole(role) || role === user.active_role || switching.isPending) return
    switching.mutate(role, {
      onSuccess: () =>
        toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: t`Vous êtes maintenant ${say(role)}.` }),
      onError: () => toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
    })
  }

  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <RoleSwitcherButton
          user={user}
          loading={switching.isPending}
          indicator={
            <Menu.Indicator>
              <ChevronDownIcon />
            </Menu.Indicator>
          }
        />
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
