// Writes the favicon and the PWA icons from the one mark (mark.ts). Runs in the build (about a
// tenth of a second; sharp's prebuilt binary comes from npm, nothing is downloaded). The files are
// also committed, so that the dev server and a fresh clone have them; a file is only rewritten when
// its bytes change.
//   npx node src/client/ui/brand/generate-icons.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { logoSvg, markSvg } from './mark.ts'

const publicDir = fileURLToPath(new URL('../../../../public/', import.meta.url))

async function writeIfChanged(path: string, content: Buffer | string): Promise<boolean> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content
  const current = await readFile(path).catch(() => null)
  if (current?.equals(bytes)) return false
  await writeFile(path, bytes)
  return true
}

function png(svg: string, size: number): Promise<Buffer> {
  // Rasterise well above the target size, then scale down: crisp edges at every size.
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size * 2) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export async function generateIcons(): Promise<string[]> {
  await mkdir(`${publicDir}icons`, { recursive: true })
  const tile = markSvg()
  const full = markSvg({ shape: 'full' })
  const outputs: [string, Buffer | string][] = [
    ['favicon.svg', `${tile}\n`],
    ['icons/logo.svg', `${logoSvg()}\n`],
    // "any" icons keep the rounded tile; maskable and Apple icons are full-bleed and opaque.
    ['icons/icon-192.png', await png(tile, 192)],
    ['icons/icon-512.png', await png(tile, 512)],
    ['icons/maskable-512.png', await png(full, 512)],
    ['icons/apple-touch-icon.png', await png(full, 180)],
  ]
  const written: string[] = []
  for (const [name, content] of outputs) {
    if (await writeIfChanged(`${publicDir}${name}`, content)) written.push(name)
  }
  return written
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await generateIcons()
  console.warn(written.length > 0 ? `icons: wrote ${written.join(', ')}` : 'icons: up to date')
}
