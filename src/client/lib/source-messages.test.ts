import { transformAsync } from '@babel/core'
import { type MessageDescriptor, setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { linguiWithSourceMessages } from './source-messages.ts'

async function build(code: string): Promise<string> {
  const result = await transformAsync(code, {
    filename: 'screen.tsx',
    babelrc: false,
    configFile: false,
    presets: [linguiWithSourceMessages().preset],
    parserOpts: { plugins: ['jsx', 'typescript'] },
  })
  return result?.code ?? ''
}

/** The descriptors a built module exports, as the browser would get them. */
async function descriptorsOf(code: string): Promise<(name: string) => MessageDescriptor> {
  const built = await build(code)
  const body = built.replace(/^import .*$/gm, '').replace(/^export const (\w+) =/gm, 'exports.$1 =')
  const exports: Record<string, MessageDescriptor> = {}
  new Function('exports', body)(exports)
  return (name) => {
    const descriptor = exports[name]
    if (!descriptor) throw new Error(`the module exports no ${name}`)
    return descriptor
  }
}

/** The production runtime: no message compiler, so a text left uncompiled would show raw. */
function productionI18n() {
  const i18n = setupI18n()
  ;(i18n as unknown as { _messageCompiler: undefined })._messageCompiler = undefined
  i18n.loadAndActivate({ locale: 'fr', messages: {} })
  return i18n
}

describe('French messages carried by the code', () => {
  it('keeps each message, compiled at build time, beside its id', async () => {
    const built = await build(`
      import { t } from '@lingui/core/macro'
      import { Trans } from '@lingui/react/macro'
      export const a = () => t\`Bonjour \${name}\`
      export const B = () => <Trans>Voir <a href="/x">la fiche</a></Trans>
    `)
    expect(built).toMatch(/message: \["Bonjour ", \["name"\]\]/)
    expect(built).toMatch(/message: \["Voir <0>la fiche<\/0>"\]/)
    expect(built).not.toMatch(/message: "/)
  })

  it('leaves the code’s own objects alone, even with an id and a message', async () => {
    const built = await build(`
      import { t } from '@lingui/core/macro'
      export const draft = { id: 'contact', message: 'Bonjour {name}' }
      export const title = () => t\`Contact\`
    `)
    expect(built).toMatch(/message: 'Bonjour \{name\}'/)
  })

  it('renders French without any catalog, plurals and placeholders included', async () => {
    const warn = vi.spyOn(console, 'warn')
    const exported = await descriptorsOf(`
      import { msg, plural } from '@lingui/core/macro'
      const name = 'Claire'
      const count = 2
      export const greeting = msg\`Bonjour \${name}\`
      export const offers = msg\`\${plural(count, { one: '# offre', other: '# offres' })}\`
    `)
    const [greeting, offers] = [exported('greeting'), exported('offers')]
    const i18n = productionI18n()
    expect(i18n._({ ...greeting, values: { name: 'Claire' } })).toBe('Bonjour Claire')
    expect(i18n._({ ...offers, values: { count: 1 } })).toBe('1 offre')
    expect(i18n._({ ...offers, values: { count: 3 } })).toBe('3 offres')
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves the translation of another language in charge', async () => {
    const exported = await descriptorsOf(`
      import { msg } from '@lingui/core/macro'
      const name = 'Claire'
      export const greeting = msg\`Bonjour \${name}\`
    `)
    const greeting = exported('greeting')
    const i18n = productionI18n()
    i18n.loadAndActivate({ locale: 'en', messages: { [greeting.id]: ['Hello ', ['name']] } })
    expect(i18n._({ ...greeting, values: { name: 'Claire' } })).toBe('Hello Claire')
  })
})
