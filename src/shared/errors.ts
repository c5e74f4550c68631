/** The error body every API failure uses (Laravel's shape, SPEC §8 / DESIGN §6). */
export interface ApiErrorBody {
  message: string
  code?: string
  errors?: Record<string, string[]>
}
