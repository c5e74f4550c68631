import { Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '#server/env.ts'
import { createJobRunner } from '#server/jobs/runner.ts'
import { mailsTo } from '#server/modules/mail/mail.repository.ts'
import type { MailTransport, OutgoingMail } from '#server/modules/mail/mail.transport.ts'
import { createMailWorker, LEASE_MS, MAX_ATTEMPTS, retryDelayMs, wakeOnQueued } from '#server/modules/mail/mail.worker.ts'
import { renderMail } from '#server/modules/mail/mail-render.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { type MailTemplateData, type MailTemplateName, mailTemplates } from '#server/modules/mail/templates/index.ts'
import { APP_URL, createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
const mailer = createMailer({ db: t.db, env: t.env, clock: t.clock })

let nextAddress = 1
const freshAddress = () => `camille.${nextAddress++}@example.fr`

function captureLogs() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level: 'debug' },
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    }),
  )
  return { logger, lines }
}

/** A mail server that records what it gets and fails as told. */
function fakeTransport(options: { fail?: (mail: OutgoingMail) => Error | undefined; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = []
  let calls = 0
  const transport: MailTransport = {
    async send(mail) {
      calls++
      if (options.delayMs) await sleep(options.delayMs)
      const error = options.fail?.(mail)
      if (error) throw error
      sent.push(mail)
    },
  }
  return { transport, sent, calls: () => calls }
}

function worker(transport: MailTransport | null, env = t.env) {
  const { logger, lines } = captureLogs()
  return { worker: createMailWorker({ db: t.db, env, logger, clock: t.clock, transport, batchSize: 50 }), lines }
}

const verifyData = (to: string) => ({
  to,
  template: 'verify-email' as const,
  data: {
    name: 'Camille',
    url: `${APP_URL}/auth/verify-email?token=secret-${to.split('@')[0]?.replace('.', '-')}`,
    expires_in_hours: 24,
  },
})

async function row(to: string) {
  const [mail] = await mailsTo(t.db, to)
  if (!mail) throw new Error(`no mail to ${to}`)
  return mail
}

describe('mail.send', () => {
  it('writes the mail to the outbox, queued, with its subject, and sends nothing itself', async () => {
    const to = freshAddress()
    const { id } = await mailer.send(verifyData(to))
    const mail = await row(to)
    expect(mail).toMatchObject({
      id,
      to,
      template: 'verify-email',
      locale: 'fr',
      subject: 'Confirmez votre adresse e-mail',
      status: 'queued',
      attempts: 0,
      last_error: null,
      sent_at: null,
    })
    expect(mail.data).toEqual(verifyData(to).data)
    expect(mail.next_attempt_at.getTime()).toBe(t.clock.now().getTime())
  })

  it('belongs to the caller’s transaction: a rolled-back change leaves no mail behind', async () => {
    const kept = freshAddress()
    const dropped = freshAddress()
    await t.db.transaction().execute((trx) => mailer.send(verifyData(kept), trx))
    await expect(
      t.db.transaction().execute(async (trx) => {
        await mailer.send(verifyData(dropped), trx)
        throw new Error('the registration failed after the mail was queued')
      }),
    ).rejects.toThrow('the registration failed')
    expect(await mailsTo(t.db, kept)).toHaveLength(1)
    expect(await mailsTo(t.db, dropped)).toHaveLength(0)
  })

  it('writes the subject in the reader’s language', async () => {
    const to = freshAddress()
    await mailer.send({ ...verifyData(to), locale: 'en' })
    expect(await row(to)).toMatchObject({ locale: 'en', subject: 'Confirm your email address' })
  })

  it('refuses a link that does not lead to APP_URL (a Host-header link would)', async () => {
    const to = freshAddress()
    await expect(
      mailer.send({
        ...verifyData(to),
        data: { name: null, url: 'https://evil.example/auth/verify-email?token=x', expires_in_hours: 24 },
      }),
    ).rejects.toThrow(/leaves APP_URL/)
    expect(await mailsTo(t.db, to)).toHaveLength(0)
  })

  it('builds links from APP_URL', () => {
    expect(mailer.link('/password/reset/abc?email=a%40b.fr')).toBe(`${APP_URL}/password/reset/abc?email=a%40b.fr`)
  })
})

describe('mail worker', () => {
  it('sends a due mail: HTML and text with the link, from MAIL_FROM, then redacts the link', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    const smtp = fakeTransport()
    await worker(smtp.transport).worker.runOnce()
    const delivered = smtp.sent.find((m) => m.to === to)
    expect(delivered).toMatchObject({ from: t.env.MAIL_FROM, subject: 'Confirmez votre adresse e-mail' })
    const link = verifyData(to).data.url
    expect(delivered?.text).toContain(link)
    expect(delivered?.html).toContain(`href="${link}"`)
    const mail = await row(to)
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(mail.sent_at?.getTime()).toBe(t.clock.now().getTime())
    // The token link served its purpose: the outbox keeps no usable secret.
    expect(mail.data).toEqual({ name: 'Camille', url: '[redacted]', expires_in_hours: 24 })
  })

  it('retries with exponential backoff, then marks the mail failed with the last error', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    let attempt = 0
    const smtp = fakeTransport({ fail: (mail) => (mail.to === to ? new Error(`421 try again later (${++attempt})`) : undefined) })
    const { worker: w } = worker(smtp.transport)
    const delays: number[] = []
    for (let n = 1; n <= MAX_ATTEMPTS; n++) {
      await w.runOnce()
      const mail = await row(to)
      expect(mail.attempts).toBe(n)
      expect(mail.last_error).toBe(`421 try again later (${n})`)
      if (n === MAX_ATTEMPTS) break
      expect(mail.status).toBe('queued')
      const wait = mail.next_attempt_at.getTime() - t.clock.now().getTime()
      delays.push(wait)
      // Not due a second before its time...
      t.clock.advance(wait - 1000)
      await w.runOnce()
      expect((await row(to)).attempts).toBe(n)
      t.clock.advance(1000)
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64].map((minutes) => minutes * 60_000))
    expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs))
    const failed = await row(to)
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: '421 try again later (8)',
      sent_at: null,
    })
    expect(failed.data.url).toBe('[redacted]')
    t.clock.advance(24 * 3600_000)
    await w.runOnce()
    expect((await row(to)).attempts).toBe(MAX_ATTEMPTS)
  })

  it('sends a mail that failed once as soon as the server is back', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    let down = true
    const smtp = fakeTransport({
      fail: () => (down ? Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) : undefined),
    })
    const { worker: w } = worker(smtp.transport)
    await w.runOnce()
    expect((await row(to)).status).toBe('queued')
    down = false
    t.clock.advance(retryDelayMs(1))
    await w.runOnce()
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(smtp.sent.filter((m) => m.to === to)).toHaveLength(1)
  })

  it('fails at once when the server refuses the address for good (550)', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    const smtp = fakeTransport({ fail: () => Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550 }) })
    await worker(smtp.transport).worker.runOnce()
    expect(await row(to)).toMatchObject({ status: 'failed', attempts: 1, last_error: '550 5.1.1 no such user' })
  })

  it('keeps retrying when our own SMTP credentials are refused (535): a configuration fix sends them', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    const smtp = fakeTransport({ fail: () => Object.assign(new Error('535 authentication failed'), { responseCode: 535 }) })
    await worker(smtp.transport).worker.runOnce()
    expect(await row(to)).toMatchObject({ status: 'queued', attempts: 1 })
  })

  it('takes back a mail whose worker died while sending it, once its lease is over', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    // A worker claims the mail and dies before settling it: simulate with a send that never ends.
    const hung: MailTransport = { send: () => new Promise(() => {}) }
    void worker(hung).worker.runOnce()
    await expect.poll(async () => (await row(to)).status).toBe('sending')
    const smtp = fakeTransport()
    const { worker: other } = worker(smtp.transport)
    await other.runOnce()
    expect(smtp.sent.filter((m) => m.to === to)).toHaveLength(0)
    t.clock.advance(LEASE_MS)
    await other.runOnce()
    expect(smtp.sent.filter((m) => m.to === to)).toHaveLength(1)
    expect(await row(to)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('never lets two workers send the same mail (FOR UPDATE SKIP LOCKED)', async () => {
    const addresses = Array.from({ length: 30 }, freshAddress)
    for (const to of addresses) await mailer.send(verifyData(to))
    const smtp = fakeTransport({ delayMs: 5 })
    const make = () =>
      createMailWorker({
        db: t.db,
        env: t.env,
        logger: captureLogs().logger,
        clock: t.clock,
        transport: smtp.transport,
        batchSize: 4,
      })
    const workers = [make(), make(), make()]
    // Each worker drains batches until nothing is left; they run at the same time.
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0) {}
      }),
    )
    const counts = new Map<string, number>()
    for (const mail of smtp.sent) counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1)
    for (const to of addresses) expect(counts.get(to), to).toBe(1)
    for (const to of addresses) expect((await row(to)).attempts).toBe(1)
  })

  it('without SMTP_URL keeps mails as captured and logs only subject and link, in development', async () => {
    const to = freshAddress()
    await mailer.send(verifyData(to))
    const dev = worker(null, loadEnv({ NODE_ENV: 'development', APP_URL }))
    await dev.worker.runOnce()
    expect(await row(to)).toMatchObject({ status: 'captured', attempts: 1, sent_at: null })
    // The log is where the link goes in development; the stored copy keeps none.
    expect((await row(to)).data).toEqual({ name: 'Camille', url: '[redacted]', expires_in_hours: 24 })
    const line = dev.lines.find((l) => l.msg === 'mail captured (no SMTP_URL)')
    expect(line).toMatchObject({
      level: 30,
      template: 'verify-email',
      subject: 'Confirmez votre adresse e-mail',
      link: verifyData(to).data.url,
    })
    expect(JSON.stringify(line)).not.toContain(to)

    const other = freshAddress()
    await mailer.send(verifyData(other))
    const prod = worker(null, loadEnv({ NODE_ENV: 'production', APP_URL }))
    await prod.worker.runOnce()
    expect(JSON.stringify(prod.lines)).not.toContain('secret-')
    expect(await row(other)).toMatchObject({ status: 'captured', data: { url: '[redacted]' } })
  })

  it('without SMTP_URL stores every captured mail with its secrets redacted, as the admin preview shows them', async () => {
    const addresses = [freshAddress(), freshAddress(), freshAddress()]
    const link = (path: string) => `${APP_URL}${path}`
    await mailer.send(verifyData(addresses[0] ?? ''))
    await mailer.send({
      to: addresses[1] ?? '',
      template: 'reset-password',
      data: { name: 'Camille', url: link('/password/reset/live-reset-token?email=a%40b.fr'), expires_in_minutes: 60 },
    })
    await mailer.send({
      to: addresses[2] ?? '',
      template: 'set-password',
      data: { name: 'Camille', url: link('/password/new-password?token=live-set-token'), expires_in_hours: 72 },
    })
    await worker(null).worker.runOnce()
    for (const to of addresses) {
      const mail = await row(to)
      expect(mail.status, to).toBe('captured')
      expect(mail.data.url, to).toBe('[redacted]')
      expect(mail.data.name, to).toBe('Camille')
    }
    const stored = JSON.stringify(await t.db.selectFrom('mail_outbox').select('data').where('to', 'in', addresses).execute())
    expect(stored).not.toMatch(/live-reset-token|live-set-token|token=secret-/)
  })

  it('runs in the background and sends a queued mail at once when woken', async () => {
    const smtp = fakeTransport()
    const { logger } = captureLogs()
    const jobs = createJobRunner({ db: t.db, logger })
    const w = jobs.add(
      createMailWorker({ db: t.db, env: t.env, logger, clock: t.clock, transport: smtp.transport, pollMs: 60_000 }),
    )
    const waking = createMailer({ db: t.db, env: t.env, clock: t.clock, onQueued: wakeOnQueued(w) })
    jobs.start()
    // Let the first (empty or leftover) round finish and the worker fall asleep.
    await sleep(200)
    const to = freshAddress()
    await waking.send(verifyData(to))
    await expect.poll(() => smtp.sent.some((m) => m.to === to), { timeout: 5000 }).toBe(true)
    // Queued inside a transaction: sent once it commits, long before the next poll.
    const inTransaction = freshAddress()
    await t.db.transaction().execute((trx) => waking.send(verifyData(inTransaction), trx))
    await expect.poll(() => smtp.sent.some((m) => m.to === inTransaction), { timeout: 5000 }).toBe(true)
    await jobs.stop()
  })
})

describe('mail templates', () => {
  const paid = {
    name: 'Camille',
    plan_name: 'Titulaire',
    period_end: '2027-11-26T12:00:00.000Z',
    amount_cents: 4900,
    invoice_number: '2026-000001',
  }
  const samples: { [Name in MailTemplateName]: MailTemplateData[Name] } = {
    'verify-email': { name: 'Camille', url: `${APP_URL}/auth/verify-email?token=t`, expires_in_hours: 24 },
    'reset-password': { name: 'Camille', url: `${APP_URL}/password/reset/t?email=c%40e.fr`, expires_in_minutes: 60 },
    'set-password': { name: 'Camille', url: `${APP_URL}/password/new-password?token=t`, expires_in_hours: 72 },
    welcome: { name: 'Camille' },
    'account-exists': { name: null },
    'two-factor-disabled': { name: 'Camille', at: '2026-03-02T09:00:00Z' },
    'recovery-codes-regenerated': { name: 'Camille', at: '2026-03-02T09:00:00Z' },
    'password-changed': { name: 'Camille', at: '2026-03-02T09:00:00Z' },
    'email-changed': { name: 'Camille', new_email_masked: 'n•••@example.fr', at: '2026-03-02T09:00:00Z' },
    'email-code': { name: 'Camille', code: '042917', expires_in_minutes: 15 },
    'user-invitation': { name: 'Camille', url: `${APP_URL}/password/new-password?token=t`, expires_in_hours: 72 },
    'contact-from-admin': { name: 'Camille', subject: 'Votre profil', message: 'Bonjour,\nmerci de compléter votre RPPS.' },
    'account-deleted': { name: 'Camille' },
    'inactive-account': { name: 'Camille', stage: 'warning', erase_on: '2026-04-01' },
    campaign: {
      campaign_id: 1,
      name: 'Camille',
      subject: 'Nouveau : les remplacements urgents',
      body: 'Bonjour à toutes et à tous.\n\nRelève prévient désormais les remplaçants proches.',
      unsubscribe_url: `${APP_URL}/unsubscribe?token=t`,
    },
    notification: {
      name: 'Camille',
      event: 'application_accepted',
      data: {
        replacement_id: 12,
        commune_name: 'Lyon',
        start_date: '2026-03-09',
        end_date: '2026-03-15',
        application_id: 40,
        holder_name: 'Claire Martin',
        dates: ['2026-03-09', '2026-03-10'],
      },
    },
    'nurse-validated': { name: 'Camille' },
    'patient-request': {
      nurse_name: 'Camille Durand',
      patient_name: 'Jeanne Petit',
      phone: '+33612345678',
      email: null,
      commune_name: 'Lyon 3e Arrondissement',
      care_type: 'pansements',
      message: 'Bonjour,\npouvez-vous passer le matin ?',
    },
    'replacement-unpublished': {
      name: 'Camille',
      replacement_id: 12,
      commune_name: 'Lyon',
      start_date: '2026-03-09',
      end_date: '2026-03-15',
      reason: 'Le pourcentage annoncé ne correspond pas à la convention signée.',
    },
    'partner-listing-renewal': {
      name: 'Camille',
      listing_id: 7,
      kind: 'cession',
      commune_name: 'Montpellier',
      expires_at: '2026-06-01T08:00:00.000Z',
    },
    'partner-listing-unpublished': {
      name: 'Camille',
      listing_id: 7,
      kind: 'association',
      commune_name: 'Lyon',
      reason: 'L’annonce donne le nom d’un patient : elle doit être réécrite.',
    },
    'subscription-started': paid,
    'subscription-renewed': paid,
    'subscription-payment-failed': { name: 'Camille', plan_name: 'Titulaire', grace_ends_at: '2027-01-10T12:00:00.000Z' },
    'subscription-grace-ended': { name: 'Camille', plan_name: 'Titulaire', ends_at: '2027-01-10T12:00:00.000Z' },
    'subscription-cancelled': { name: null, plan_name: 'Remplaçant', ends_at: '2027-01-10T12:00:00.000Z' },
    'subscription-transfer': {
      name: 'Camille',
      plan_name: 'Titulaire',
      amount_cents: 4900,
      reference: 'RLV-7KQ2-M9XD',
      beneficiary: 'Relève SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      trial_ends_at: null,
    },
    'saved-search-digest': {
      name: 'Camille',
      total: 2,
      offers: [
        { replacement_id: 7, commune_name: 'Montpellier', start_date: '2026-03-10', end_date: '2026-03-14' },
        { replacement_id: 8, commune_name: 'Lattes', start_date: '2026-04-01', end_date: '2026-04-01' },
      ],
      listings: [{ listing_id: 3, kind: 'cession', commune_name: 'Saint-Malo' }],
    },
    'document-approved': { name: 'Camille', kind: 'diploma' },
    'document-rejected': { name: 'Camille', kind: 'insurance', reason: 'Le nom ne correspond pas.' },
    'document-expiring': { name: null, kind: 'replacement_authorisation', expires_on: '2026-04-01', days: 30 },
  }

  for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
    for (const locale of ['fr', 'en'] as const) {
      it(`${name} (${locale}): accessible HTML and a text part saying the same, no outside image`, () => {
        const mail = renderMail(t.env, name, samples[name], locale)
        expect(mail.subject.length).toBeGreaterThan(3)
        expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}"`))
        expect(mail.html).toContain('<h1')
        expect(mail.html).toContain('role="presentation"')
        expect(mail.html).not.toMatch(/<img|<script|url\(/i)
        // Every link of the HTML leads to the site, and is in the text part too.
        for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
          expect(href?.startsWith(APP_URL)).toBe(true)
          expect(mail.text).toContain(href?.replaceAll('&#38;', '&'))
        }
        expect(mail.text).toContain(locale === 'fr' ? 'Bonjour' : 'Hello')
      })
    }
  }

  it('shows a confirmation code in the HTML and text parts, never in the subject the outbox keeps', () => {
    for (const locale of ['fr', 'en'] as const) {
      const mail = renderMail(t.env, 'email-code', { name: 'Camille', code: '042917', expires_in_minutes: 15 }, locale)
      expect(mail.html).toContain('>042917</p>')
      expect(mail.text).toContain('042917')
      expect(mail.subject).not.toContain('042917')
    }
    expect(mailTemplates['email-code'].secrets).toEqual(['code'])
  })

  it('escapes what people wrote: a name or an admin message cannot inject HTML', () => {
    const mail = renderMail(
      t.env,
      'contact-from-admin',
      {
        name: '<b>Eve</b>',
        subject: 'Objet "x" & <y>',
        message: '<script>alert(1)</script>\n<a href="https://evil.example">clic</a>',
      },
      'fr',
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Eve')
    expect(mail.html).not.toContain('href="https://evil.example"')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;<br>')
    expect(mail.text).toContain('> <script>alert(1)</script>')
  })

  it('writes dates in French time', () => {
    const mail = renderMail(t.env, 'password-changed', { name: 'Camille', at: '2026-03-02T09:00:00Z' }, 'fr')
    expect(mail.text).toContain('le 2 mars 2026 à 10:00')
  })
})
