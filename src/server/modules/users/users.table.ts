import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type JsonObject = ColumnType<Record<string, unknown>, string | undefined, string>

export const ACCOUNT_TYPES = ['user', 'administrator', 'developer'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]
export const USER_STATUSES = ['pending', 'active', 'suspended'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export interface UsersTable {
  id: Generated<number>
  /** Always trimmed and lowercase (checked by the table). */
  email: string
  /** argon2id PHC string; null after an immediate registration, until a password is chosen. */
  password_hash: string | null
  email_verified_at: Timestamp | null
  account_type: ColumnType<AccountType, AccountType | undefined, AccountType>
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>
  first_name: string | null
  last_name: string | null
  /** E.164, e.g. +33612345678. */
  phone: string | null
  roles: ColumnType<string[], string[] | undefined, string[]>
  active_role: string | null
  street: string | null
  postal_code: string | null
  commune_insee: string | null
  commune_name: string | null
  lat: number | null
  lng: number | null
  profil_url: string | null
  bio: string | null
  settings: JsonObject
  notification_preferences: JsonObject
  charter_accepted_at: Timestamp | null
  charter_version: string | null
  /** AES-256-GCM box (see two-factor/secret-box.ts); set while enabling, kept once confirmed. */
  two_factor_secret: string | null
  two_factor_confirmed_at: Timestamp | null
  /** The last TOTP time step accepted: a code is never accepted twice. */
  two_factor_last_step: number | null
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  deleted_at: Timestamp | null
  /** The last sign-in or use of a session, to the day (retention of unused accounts). */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** When the account was told it would be erased for lack of use; cleared when it is used again. */
  inactivity_warned_at: Timestamp | null
}

export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>

export interface UserBetasTable {
  id: Generated<number>
  email: string
  role: string
  commune: string
  locale: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}
