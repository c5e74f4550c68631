import { describe, expect, it } from 'vitest'
import { renderMail } from '#server/modules/mail/mail-render.ts'
import type { ApplicationList, Replacement, ReplacementList } from '#shared/replacements.ts'
import { call, lastMail } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { addCommunes, applyTo, json, type Member, member, notificationsOf, nurse, postOffer } from './replacements-fixtures.ts'

// Monday 2 March 2026 in Paris; the offer runs 10–14 March in Montpellier.
const t = await createTestApp()
await addCommunes(t, ['34172'])

const get = (path: string, who: Member) => call(t, 'GET', path, undefined, { session: who.session })
const post = (path: string, who: Member, body?: unknown) => call(t, 'POST', path, body, { session: who.session })

async function withPhone<T extends Member>(person: T, phone: string): Promise<T> {
  await t.db.updateTable('users').set({ phone }).where('id', '=', person.id).execute()
  return person
}

/** Every answer a member gets from the marketplace's screens, as one string to search. */
async function everythingSeenBy(who: Member, offerId: number): Promise<string> {
  const paths = [
    `/api/replacements/${offerId}`,
    '/api/applications/me',
    '/api/replacements?commune=34172',
    '/api/replacements?urgency=normal',
    '/api/replacements/me',
    '/api/applications/received',
    `/api/replacements/${offerId}/applications`,
    '/api/notifications',
  ]
  const bodies = await Promise.all(paths.map(async (path) => (await get(path, who)).text()))
  return bodies.join('\n')
}

describe('the contact an accepted application opens', () => {
  it('gives the holder and the accepted nurse each other’s phone and e-mail, and nobody else', async () => {
    const holder = await withPhone(await member(t, { first_name: 'Hélène', last_name: 'Roux' }), '+33612345678')
    const chosen = await withPhone(await nurse(t, { first_name: 'Léa', last_name: 'Martin' }), '+33798765432')
    const waiting = await withPhone(await nurse(t, { first_name: 'Marc', last_name: 'Petit' }), '+33611111111')
    const refused = await withPhone(await nurse(t, { first_name: 'Inès', last_name: 'Blanc' }), '+33622222222')
    const stranger = await nurse(t, { first_name: 'Paul', last_name: 'Noir' })
    const offer = await postOffer(t, holder)
    // Split days: accepting Léa for hers leaves the offer open and Marc pending.
    const lea = await applyTo(t, chosen, offer.id, { dates: ['2026-03-10', '2026-03-11'] })
    await applyTo(t, waiting, offer.id, { dates: ['2026-03-12', '2026-03-13'] })
    const ines = await applyTo(t, refused, offer.id)

    // Before the acceptance, nobody sees anything.
    expect(await everythingSeenBy(chosen, offer.id)).not.toContain(holder.email)
    expect(await everythingSeenBy(holder, offer.id)).not.toContain(chosen.email)

    expect((await post(`/api/applications/${ines.id}/decline`, holder)).status).toBe(200)
    expect((await post(`/api/applications/${lea.id}/accept`, holder)).status).toBe(200)

    const holderContact = { email: holder.email, phone: '+33612345678' }
    const nurseContact = { email: chosen.email, phone: '+33798765432' }
    expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, chosen))).author_contact).toEqual(holderContact)
    const mine = await json<ApplicationList>(await get('/api/applications/me', chosen))
    expect(mine.applications[0]?.replacement?.author_contact).toEqual(holderContact)

    const applicants = await json<ApplicationList>(await get(`/api/replacements/${offer.id}/applications`, holder))
    const contacts = Object.fromEntries(applicants.applications.map((a) => [a.applicant?.last_name, a.applicant?.contact]))
    expect(contacts).toEqual({ Martin: nurseContact, Petit: undefined, Blanc: undefined })
    const received = await json<ApplicationList>(await get('/api/applications/received', holder))
    expect(received.applications.find((a) => a.id === lea.id)?.applicant?.contact).toEqual(nurseContact)
    expect(received.applications.filter((a) => a.applicant?.contact !== undefined)).toHaveLength(1)

    // The pending and the declined applicant, and a member who never applied, never get them.
    for (const other of [waiting, refused, stranger]) {
      const seen = await everythingSeenBy(other, offer.id)
      expect(seen).not.toContain(holder.email)
      expect(seen).not.toContain('612345678')
      expect(seen).not.toContain(chosen.email)
    }
    const search = await json<ReplacementList>(await get('/api/replacements?commune=34172', waiting))
    expect(search.replacements.find((r) => r.id === offer.id)).not.toHaveProperty('author_contact')
  })

  it('tells the accepted nurse how to reach the holder, in the notification and the mail', async () => {
    const holder = await withPhone(await member(t, { first_name: 'Hélène', last_name: 'Roux' }), '+33612345678')
    const chosen = await nurse(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, chosen, offer.id)
    expect((await post(`/api/applications/${application.id}/accept`, holder)).status).toBe(200)

    const [accepted] = await notificationsOf(t, chosen.id)
    expect(accepted?.data).toMatchObject({ holder_contact: { email: holder.email, phone: '+33612345678' } })
    const mail = await lastMail(t, chosen.email, 'notification')
    const rendered = renderMail(t.env, 'notification', mail.data, 'fr')
    expect(rendered.text).toContain(`Pour joindre Hélène Roux\u00a0: 06 12 34 56 78 · ${holder.email}.`)
    expect(rendered.html).toContain('06 12 34 56 78')
  })

  it('closes the contact again when the accepted nurse withdraws', async () => {
    const holder = await member(t)
    const chosen = await nurse(t)
    const offer = await postOffer(t, holder)
    const application = await applyTo(t, chosen, offer.id)
    await post(`/api/applications/${application.id}/accept`, holder)
    expect((await json<Replacement>(await get(`/api/replacements/${offer.id}`, chosen))).author_contact).toEqual({
      email: holder.email,
      phone: null,
    })
    expect((await post(`/api/applications/${application.id}/withdraw`, chosen)).status).toBe(200)

    expect(await json<Replacement>(await get(`/api/replacements/${offer.id}`, chosen))).not.toHaveProperty('author_contact')
    const applicants = await json<ApplicationList>(await get(`/api/replacements/${offer.id}/applications`, holder))
    expect(applicants.applications[0]?.applicant).not.toHaveProperty('contact')
  })
})
