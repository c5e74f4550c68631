import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll } from 'vitest'

export const bigScript = `export const data = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ligne ${i}`))}\n`

/**
 * A tiny client build in a temporary folder, shaped like dist/client: the prerendered home page,
 * the app shell, another prerendered page, the 404 page, hashed assets, the service worker and its Workbox file, the manifest.
 * Removed after the file's tests.
 */
export function fakeClientBuild(options: { with404Page?: boolean; withShell?: boolean } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'releve-client-'))
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), content)
  }
  // index.html is the prerendered home page; shell.html the app shell, with no page's content.
  write('index.html', '<!doctype html><title>Accueil | Relève</title><div id="root" data-prerendered="/"><h1>Home</h1></div>')
  if (options.withShell !== false) write('shell.html', '<!doctype html><title>Relève</title><div id="root"></div>')
  write('about/index.html', '<!doctype html><title>À propos | Relève</title><div id="root" data-prerendered="/about">about</div>')
  if (options.with404Page !== false)
    write('404.html', '<!doctype html><title>Page introuvable | Relève</title><h1>Oups ! Page introuvable.</h1>')
  write('assets/index-Ab12Cd34.js', bigScript)
  write('assets/index-Ef56Gh78.css', 'body{margin:0}')
  write('assets/pre-Zz99Yy88.js', 'original text that has a precompressed twin')
  write('assets/pre-Zz99Yy88.js.br', brotliCompressSync('the precompressed twin'))
  write('sw.js', 'self.addEventListener("install", () => {})')
  write('workbox-9c191d2f.js', 'export {}')
  write('manifest.webmanifest', '{"name":"Relève"}')
  write('icons/icon-192.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  write('.env', 'SECRET=1')
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  return root
}
