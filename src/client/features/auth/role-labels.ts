import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NurseRole } from '#shared/user-access.ts'

export type { NurseRole }

/** The two nurse roles (docs/product.md#who-uses-it), as a nurse says them. */
export const roleLabels: Record<NurseRole, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  titulaire: { label: msg`Infirmier·e titulaire`, hint: msg`J’ai un cabinet et je cherche des remplaçants ou des associés.` },
  remplacant: { label: msg`Infirmier·e remplaçant·e`, hint: msg`Je cherche des remplacements près de chez moi.` },
}
