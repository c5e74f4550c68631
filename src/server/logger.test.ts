import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, DEMO_ACCOUNTS_KEY, type DemoAccountLine, demoAccountsTable, logFormatFor } from './logger.ts'

const accounts: DemoAccountLine[] = [
  { role: 'administrateur', email: 'admin@demo.releve.local', password: 'Xa9!kP2#qLm7$zR4' },
  { role: 'infirmière titulaire', email: 'titulaire@demo.releve.local', password: 'b|C8;d.E0f:G1h<I' },
]

/** A stdout stand-in, a terminal or not, that keeps what is written. */
function output(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY })
  let text = ''
  stream.on('data', (chunk) => {
    text += String(chunk)
  })
  return { stream, text: () => text }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('the log format', () => {
  it('is pretty on a terminal and JSON on anything else', () => {
    expect(logFormatFor({ isTTY: true } as never)).toBe('pretty')
    expect(logFormatFor({ isTTY: false } as never)).toBe('json')
    expect(logFormatFor({} as never)).toBe('json')
  })

  it('writes readable lines on a terminal, the demo accounts as a table', async () => {
    const out = output(true)
    const logger = createLogger('info', out.stream)
    logger.info({ port: 3401 }, 'Relève écoute sur http://localhost:3401')
    logger.info({ [DEMO_ACCOUNTS_KEY]: accounts }, 'Comptes de démonstration créés :')
    await flush()
    const lines = out.text().split('\n')
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Relève écoute sur http:\/\/localhost:3401$/)
    expect(lines[1]).toBe('    port: 3401')
    expect(lines[2]).toMatch(/INFO: Comptes de démonstration créés :$/)
    expect(lines.slice(3, 6)).toEqual(demoAccountsTable(accounts).split('\n'))
    // No JSON, no escaped line breaks.
    expect(out.text()).not.toMatch(/[{}]|\\n/)
  })

  it('writes one JSON object a line otherwise, the demo accounts as data with their passwords', async () => {
    const out = output(false)
    const logger = createLogger('info', out.stream)
    logger.info({ [DEMO_ACCOUNTS_KEY]: accounts }, 'Comptes de démonstration créés :')
    logger.info({ user: { password: 'secret' } }, 'other')
    await flush()
    const [demo, other] = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(demo).toMatchObject({ level: 30, msg: 'Comptes de démonstration créés :', [DEMO_ACCOUNTS_KEY]: accounts })
    expect(other.user.password).toBe('[redacted]')
  })
})

describe('demoAccountsTable', () => {
  it('lines up role, e-mail and password under a header, one account a line', () => {
    expect(demoAccountsTable(accounts)).toBe(
      [
        '  Rôle                   E-mail                        Mot de passe',
        '  administrateur         admin@demo.releve.local       Xa9!kP2#qLm7$zR4',
        '  infirmière titulaire   titulaire@demo.releve.local   b|C8;d.E0f:G1h<I',
      ].join('\n'),
    )
  })
})
