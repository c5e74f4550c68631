import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DefaultCareType } from '#shared/care-types.ts'

/** The care types of src/shared/care-types.ts, as nurses name them. */
export const careTypeLabels: Record<DefaultCareType, MessageDescriptor> = {
  pansements: msg`Pansements`,
  injections: msg`Injections`,
  perfusions: msg`Perfusions`,
  'prises-de-sang': msg`Prises de sang`,
  diabete: msg`Diabète (insuline, surveillance)`,
  'soins-d-hygiene': msg`Soins d’hygiène (toilettes)`,
  'soins-palliatifs': msg`Soins palliatifs`,
  chimiotherapie: msg`Chimiothérapie`,
  stomies: msg`Stomies`,
  'education-therapeutique': msg`Éducation thérapeutique`,
  'surveillance-post-operatoire': msg`Surveillance post-opératoire`,
  'sante-mentale': msg`Santé mentale`,
}
