import type { types as BabelTypes, PluginObj } from '@babel/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin'

/**
 * French is the source language: every message is written in French in the code. Lingui's macros
 * normally strip that text in production and look each message up in a compiled catalog, which for
 * French held nothing but the same texts again — about 40 KB gzip on every app start, the whole
 * app's strings, before the first screen could be drawn.
 *
 * Instead the macros keep the message (`descriptorFields: 'message'`) and this plugin compiles it
 * at build time, exactly as the catalog compiler would (`compileMessage`). A French reader then
 * needs no catalog: `i18n._` finds no translation and uses the compiled message carried by the
 * code, so each screen's texts arrive with that screen's chunk. English keeps its compiled catalog,
 * which wins over the carried message.
 */
export function linguiWithSourceMessages() {
  const lingui = linguiTransformerBabelPreset({ descriptorFields: 'message' })
  return { ...lingui, preset: { presets: [lingui.preset], plugins: [compileSourceMessages] } }
}

/**
 * The mark Lingui's macros put before every message descriptor they write (its extractor looks for
 * the same): only those are compiled, never an object of the code that happens to have an `id`
 * and a `message`.
 */
const descriptorMark = '* i18n '

/** Replaces `message: '…'` in the macros' message descriptors with its compiled form. */
export function compileSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const keyIs = (property: BabelTypes.ObjectProperty, name: string) =>
    (t.isIdentifier(property.key) && property.key.name === name) ||
    (t.isStringLiteral(property.key) && property.key.value === name)
  return {
    name: 'releve-compile-source-messages',
    visitor: {
      // On exit: the macros have expanded by then (they run in the same traversal).
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              if (!path.node.leadingComments?.some((comment) => comment.value === descriptorMark)) return
              const properties = path.node.properties.filter((p): p is BabelTypes.ObjectProperty => t.isObjectProperty(p))
              const id = properties.find((p) => keyIs(p, 'id'))
              const message = properties.find((p) => keyIs(p, 'message'))
              if (!id || !t.isStringLiteral(id.value) || !message || !t.isStringLiteral(message.value)) return
              message.value = t.valueToNode(compileMessage(message.value.value))
            },
          })
        },
      },
    },
  }
}
