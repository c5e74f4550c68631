/** The error body every API failure uses (Laravel's shape, docs/product.md#error-shape). */
export interface ApiErrorBody {
  message: string
  code?: string
  errors?: Record<string, string[]>
  /** With `subscription.required`: the plan that unlocks the action (docs/product.md#subscriptions). */
  plan?: { id: number; slug: string; name: string }
}
