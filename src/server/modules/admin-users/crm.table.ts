import type { ColumnType, Generated } from 'kysely'
import type { CrmStage } from '#shared/admin-users.ts'

/** An account's place in the CRM pipeline; no row means the first stage, no date, no tag. */
export interface UserCrmTable {
  user_id: number
  stage: ColumnType<CrmStage, CrmStage | undefined, CrmStage>
  /** A civil date (YYYY-MM-DD). */
  next_action_on: ColumnType<string | null, string | null | undefined, string | null>
  tags: ColumnType<string[], string[] | undefined, string[]>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

/** A note by the team about an account; the author stays null once their account is erased. */
export interface CrmNotesTable {
  id: Generated<string>
  user_id: number
  author_user_id: number | null
  body: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}
