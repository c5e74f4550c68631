import { describe, expect, it } from 'vitest'
import { planUserEdit } from './admin-users.service.ts'

const current = {
  first_name: 'Zoé',
  last_name: 'Martin',
  email: 'zoe@example.test',
  phone: null,
  bio: 'Infirmière à Lyon',
  roles: ['remplacant'],
  active_role: 'remplacant',
  settings: {},
  password_hash: 'hash',
}

describe('planUserEdit', () => {
  it('finds nothing to save when the edit repeats the account', () => {
    expect(planUserEdit(current, { first_name: 'Zoé', roles: ['remplacant'] }).diff).toBeUndefined()
  })

  it('keeps the fields not sent, clears those sent as null, and reduces the audit to what changed', () => {
    const { next, diff } = planUserEdit(current, { last_name: 'Durand', bio: null })
    expect(next).toEqual({
      first_name: 'Zoé',
      last_name: 'Durand',
      email: 'zoe@example.test',
      phone: null,
      bio: null,
      roles: ['remplacant'],
    })
    expect(diff).toEqual({
      before: { last_name: 'Martin', bio: 'Infirmière à Lyon' },
      after: { last_name: 'Durand', bio: null },
    })
  })
})
