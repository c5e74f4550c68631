import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'
import type { Env } from './env.ts'

/**
 * Log lines as a person at a terminal reads them (pino-pretty: time, level, message), or JSON
 * lines for everything else: files, log collectors, and the test harnesses that parse them.
 */
export type LogFormat = 'pretty' | 'json'

/** Where the lines go: stdout, or a test's stream. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean }

export function logFormatFor(output: LogOutput): LogFormat {
  return output.isTTY === true ? 'pretty' : 'json'
}

/** An account seedDemoAccounts created, logged once with its password. */
export interface DemoAccountLine {
  role: string
  email: string
  password: string
}

/** The key of the demo accounts in their log line (JSON keeps them as data, pretty as a table). */
export const DEMO_ACCOUNTS_KEY = 'demo_accounts'

/** The demo accounts as aligned columns under a header, one line each (no frame to break). */
export function demoAccountsTable(accounts: readonly DemoAccountLine[]): string {
  const rows = [['Rôle', 'E-mail', 'Mot de passe'], ...accounts.map((a) => [a.role, a.email, a.password])]
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('   ')
        .trimEnd(),
    )
    .map((line) => `  ${line}`)
    .join('\n')
}

function isDemoAccountLines(value: unknown): value is DemoAccountLine[] {
  return (
    Array.isArray(value) &&
    value.every((a) => typeof a?.role === 'string' && typeof a?.email === 'string' && typeof a?.password === 'string')
  )
}

/** The message, and under it the demo accounts' table when the line carries them. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '')
  const accounts = log[DEMO_ACCOUNTS_KEY]
  return isDemoAccountLines(accounts) ? `${message}\n${demoAccountsTable(accounts)}` : message
}

/** The process's logger: pretty on a terminal, JSON otherwise (logFormatFor). */
export function createLogger(level: Env['LOG_LEVEL'], output: LogOutput = process.stdout): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    // Belt and braces: request logs carry none of these, but an error object someday might.
    redact: { paths: ['*.password', '*.token', '*.authorization', '*.cookie', 'headers', 'body'], censor: '[redacted]' },
  }
  if (logFormatFor(output) === 'json') return pino(options, output === process.stdout ? pino.destination(1) : output)
  return pino(
    options,
    pretty({
      destination: output === process.stdout ? 1 : output,
      // Synchronous like pino's own stdout: the fatal line written just before an exit is not lost.
      sync: true,
      colorize: output === process.stdout && pretty.isColorSupported,
      translateTime: 'SYS:HH:MM:ss',
      ignore: `pid,hostname,${DEMO_ACCOUNTS_KEY}`,
      messageFormat: prettyMessage,
    }),
  )
}
