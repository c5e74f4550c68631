import { type User, userSchema } from '#shared/user.ts'

/** A signed-in member as GET /api/user answers it, through the schema: Claire Martin, holder. */
export function makeUser(overrides: Record<string, unknown> = {}): User {
  return userSchema.parse({
    id: 42,
    email: 'claire@example.fr',
    email_verified_at: '2026-01-02T10:00:00Z',
    account_type: 'user',
    first_name: 'Claire',
    last_name: 'Martin',
    roles: ['titulaire'],
    active_role: 'titulaire',
    profile: { profil_url: null, bio: null },
    ...overrides,
  })
}
