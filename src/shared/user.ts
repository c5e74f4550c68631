import { z } from 'zod'
import { userSubscriptionSchema } from './user-subscription.ts'

/**
 * The current user as GET /api/user returns it (docs/product.md#entities). The accounts screens extend it;
 * fields the client does not know yet are kept (`looseObject`) so that a newer server never
 * breaks an older cached client.
 */
export const userSchema = z.looseObject({
  id: z.number().int().positive(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  account_type: z.string(),
  first_name: z.string().nullable().default(null),
  last_name: z.string().nullable().default(null),
  roles: z.array(z.string()).default([]),
  active_role: z.string().nullable().default(null),
  profile: z
    .object({ profil_url: z.string().nullable().default(null), bio: z.string().nullable().default(null) })
    .nullable()
    .default(null),
  /** The live subscription (docs/product.md#subscriptions); null or absent: none. */
  subscription: userSubscriptionSchema.nullable().optional(),
  // Added with the accounts screens (the server's GET /api/user). Defaults keep an older cached
  // payload readable.
  /** pending (awaiting an admin's validation), active or suspended. */
  status: z.string().default('active'),
  phone: z.string().nullable().default(null),
  street: z.string().nullable().default(null),
  postal_code: z.string().nullable().default(null),
  commune_insee: z.string().nullable().default(null),
  commune_name: z.string().nullable().default(null),
  lat: z.number().nullable().default(null),
  lng: z.number().nullable().default(null),
  settings: z.record(z.string(), z.unknown()).default({}),
  notification_preferences: z.record(z.string(), z.unknown()).default({}),
  charter_accepted_at: z.string().nullable().default(null),
  charter_version: z.string().nullable().default(null),
  /** Admins without it are sent to set it up before any admin page (and the server refuses them). */
  two_factor_enabled: z.boolean().default(false),
  /** False after an immediate registration, until a password is chosen from the mailed link. */
  has_password: z.boolean().default(true),
  /** The nurse profile (RPPS, zone…), as GET /api/nurses/{id} gives it to its owner. */
  nurse: z
    .looseObject({
      id: z.number().int().positive(),
      rpps: z.string().nullable().default(null),
      diploma_year: z.number().nullable().default(null),
      care_types: z.array(z.string()).default([]),
      zone_commune_insee: z.string().nullable().default(null),
      zone_commune_name: z.string().nullable().default(null),
      radius_km: z.number().default(20),
      replacement_authorisation_expires_on: z.string().nullable().default(null),
      accepts_new_patients: z.boolean().default(false),
      urgent_help_opt_in: z.boolean().default(false),
      validated_at: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  created_at: z.string().optional(),
})

export type User = z.infer<typeof userSchema>

// The rules about a user (logged in, admin…) live in user-access.ts, free of Zod, so that the
// client's start-up code does not carry the validation library.
export * from './user-access.ts'
