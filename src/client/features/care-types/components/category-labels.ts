import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CareTypeCategory } from '#shared/care-types.ts'

export const categoryLabels: Record<CareTypeCategory, MessageDescriptor> = {
  technique: msg`Soins techniques`,
  hygiene: msg`Hygiène et confort`,
  chronique: msg`Maladies chroniques et surveillance`,
  accompagnement: msg`Accompagnement et prévention`,
}
