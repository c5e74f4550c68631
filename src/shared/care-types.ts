/**
 * The care types a nurse profile can name until admins manage them (SPEC §2 "care types"; a later
 * issue moves them to a table seeded from this list, keeping the slugs). The slugs are stored on
 * nurses and offers; each side words them in its own catalogue.
 */
export const defaultCareTypes = [
  'pansements',
  'injections',
  'perfusions',
  'prises-de-sang',
  'diabete',
  'soins-d-hygiene',
  'soins-palliatifs',
  'chimiotherapie',
  'stomies',
  'education-therapeutique',
  'surveillance-post-operatoire',
  'sante-mentale',
] as const

export type DefaultCareType = (typeof defaultCareTypes)[number]
