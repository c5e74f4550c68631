import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { densitySrcSet, placeholderUrl, widthSrcSet } from '#client/ui/image-url.ts'
import { importAvatarFiles } from '#server/modules/images/avatar-files-import.ts'
import { ImageCache } from '#server/modules/images/image-cache.ts'
import { ALLOWED_VARIANTS } from '#server/modules/images/ipx-modifiers.ts'
import { FIXED_IMAGE_SIZES, IMAGE_ASPECT_RATIOS } from '#shared/image-variants.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { APP_URL, createTestApp } from './helpers/test-app.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-images-'))
const clientDir = mkdtempSync(path.join(tmpdir(), 'releve-client-images-'))
// Another app's storage, with a small image cache; and a cache folder left by an earlier run.
const budgetDataDir = mkdtempSync(path.join(tmpdir(), 'releve-images-budget-'))
const leftCacheDir = mkdtempSync(path.join(tmpdir(), 'releve-images-left-'))
afterAll(() => {
  for (const dir of [dataDir, clientDir, budgetDataDir, leftCacheDir]) rmSync(dir, { recursive: true, force: true })
})
const uploads = path.join(dataDir, 'uploads')

// Public images of the build, and files that must never be reachable.
const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e9285' } })
  .jpeg()
  .toBuffer()
mkdirSync(path.join(clientDir, 'images', 'team'), { recursive: true })
writeFileSync(path.join(clientDir, 'images', 'photo.jpg'), photo)
writeFileSync(path.join(clientDir, 'images', 'team', 'group.png'), await sharp(photo).png().toBuffer())
writeFileSync(path.join(clientDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(path.join(clientDir, 'secret.jpg'), photo)
writeFileSync(path.join(dataDir, 'secret.jpg'), photo)
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Relève</title>')
// Small enough for every variant of it to be made in a blink.
writeFileSync(
  path.join(clientDir, 'images', 'tiny.png'),
  await sharp({ create: { width: 16, height: 12, channels: 3, background: '#fb7d60' } })
    .png()
    .toBuffer(),
)
// Noise compresses badly: its variants weigh tens to hundreds of kilobytes, as photos do.
writeFileSync(
  path.join(clientDir, 'images', 'noise.png'),
  await sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
    .png()
    .toBuffer(),
)

const t = await createTestApp({ env: { DATA_DIR: dataDir }, clientDir })

async function member() {
  const user = await createUser(t)
  return { ...user, session: await login(t, user) }
}

/** POST /api/users/{id}/update-profil as the web app sends it: multipart, CSRF pair, cookie. */
async function upload(user: { id: number; session: string }, file: Blob | undefined, name = 'photo.jpg', targetId = user.id) {
  const csrf = await t.csrfHeaders()
  const form = new FormData()
  if (file) form.append('avatar', file, name)
  return t.request(`/api/users/${targetId}/update-profil`, {
    method: 'POST',
    headers: { Origin: APP_URL, Cookie: `${csrf.Cookie}; releve_session=${user.session}`, 'X-XSRF-TOKEN': csrf['X-XSRF-TOKEN'] },
    body: form,
  })
}

/** Every file under `dir`, recursively, with its size in bytes. */
function filesUnder(dir: string): Map<string, number> {
  if (!existsSync(dir)) return new Map()
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  return new Map(
    names.map((name) => path.join(dir, name)).flatMap((file) => (statSync(file).isFile() ? [[file, statSync(file).size]] : [])),
  )
}
const imageCacheFiles = () => filesUnder(path.join(uploads, 'image-cache'))

/** The names of the stored photos (rows of `avatars`: no file of an instance's own). */
const avatarFiles = async () => (await t.db.selectFrom('avatars').select('name').execute()).map((row) => row.name)
const storedAvatar = async (name: string) =>
  Buffer.from((await t.db.selectFrom('avatars').select('bytes').where('name', '=', name).executeTakeFirstOrThrow()).bytes)

/** A PNG whose header claims a huge image (the pixels are never there): a decompression bomb. */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('POST /api/users/{id}/update-profil', () => {
  it('accepts an image by its content (a PNG named .jpg), stores a WebP under a random name, answers the user', async () => {
    const user = await member()
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fb7d60' } })
      .png()
      .toBuffer()
    const response = await upload(user, new Blob([png], { type: 'image/jpeg' }), 'moi.jpg')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.message).toBe('Votre photo de profil a été mise à jour.')
    expect(body.user).toMatchObject({
      id: user.id,
      profile: { profil_url: expect.stringMatching(/^\/images\/avatars\/[\w-]{22}\.webp$/) },
    })
    const url: string = body.user.profile.profil_url
    const name = url.split('/').at(-1) ?? ''
    expect(await avatarFiles()).toContain(name)
    // Nothing on this instance's disk: any instance serves it.
    expect(existsSync(path.join(uploads, 'avatars'))).toBe(false)
    const stored = await sharp(await storedAvatar(name)).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 300, height: 200 })
    // GET /api/user shows it too.
    const current = await (await call(t, 'GET', '/api/user', undefined, { session: user.session })).json()
    expect(current.profile.profil_url).toBe(url)

    const served = await t.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('strips EXIF and GPS data, and turns the photo upright first', async () => {
    const user = await member()
    // 400×200 pixels stored sideways: EXIF orientation 6 says "rotate 90° to view".
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d5f58' } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Phone', Model: 'Secret Model', Copyright: 'Camille Durand' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 13/1 0/1' },
      })
      .jpeg()
      .toBuffer()
    const original = await sharp(jpeg).metadata()
    expect(original.exif).toBeDefined()
    expect(original.orientation).toBe(6)
    expect(jpeg.includes(Buffer.from('Secret Model'))).toBe(true)
    const response = await upload(user, new Blob([jpeg], { type: 'image/jpeg' }))
    expect(response.status).toBe(200)
    const name =
      String((await response.json()).user.profile.profil_url)
        .split('/')
        .at(-1) ?? ''
    const bytes = await storedAvatar(name)
    const stored = await sharp(bytes).metadata()
    expect(stored.exif).toBeUndefined()
    expect(stored.icc).toBeUndefined()
    expect(stored.xmp).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    expect([stored.width, stored.height]).toEqual([200, 400])
    expect(bytes.includes(Buffer.from('Secret Model'))).toBe(false)
    expect(bytes.includes(Buffer.from('Camille Durand'))).toBe(false)
  })

  it('refuses an SVG, or text, whatever its name says, with a clear French message', async () => {
    const user = await member()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const [content, name, type] of [
      [svg, 'avatar.svg', 'image/svg+xml'],
      [svg, 'avatar.png', 'image/png'],
      ['juste du texte', 'avatar.png', 'image/png'],
      ['GIF89a……', 'avatar.gif', 'image/gif'],
    ] as const) {
      const response = await upload(user, new Blob([content], { type }), name)
      expect(response.status, name).toBe(422)
      expect(await response.json()).toEqual({
        message: 'Format non pris en charge\u00a0: choisissez une image JPEG, PNG ou WebP.',
        code: 'validation.failed',
        errors: { avatar: ['Format non pris en charge\u00a0: choisissez une image JPEG, PNG ou WebP.'] },
      })
    }
    expect(
      (await call(t, 'GET', '/api/user', undefined, { session: user.session }).then((r) => r.json())).profile.profil_url,
    ).toBeNull()
  })

  it('refuses a damaged image and a decompression bomb', async () => {
    const user = await member()
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')])
    const damaged = await upload(user, new Blob([new Uint8Array(broken)]), 'cassee.png')
    expect(damaged.status).toBe(422)
    expect((await damaged.json()).errors).toEqual({
      avatar: ['Cette image est illisible ou endommagée\u00a0: choisissez-en une autre.'],
    })
    const bomb = await upload(user, new Blob([new Uint8Array(hugePngHeader(20_000, 20_000))]), 'bombe.png')
    expect(bomb.status).toBe(422)
    expect((await bomb.json()).errors).toEqual({ avatar: ['Cette image est trop grande (40\u00a0millions de pixels au plus).'] })
  })

  it('refuses a file over 5 MB with 413, and a missing file with 422', async () => {
    const user = await member()
    const justOver = Buffer.alloc(5 * 1024 * 1024 + 1, 0)
    justOver.set([0xff, 0xd8, 0xff], 0)
    const over = await upload(user, new Blob([justOver]), 'grande.jpg')
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({
      message: 'L’image ne doit pas dépasser 5\u00a0Mo.',
      code: 'upload.too_large',
      errors: { avatar: ['L’image ne doit pas dépasser 5\u00a0Mo.'] },
    })
    const far = await upload(user, new Blob([Buffer.alloc(8 * 1024 * 1024)]), 'enorme.jpg')
    expect(far.status).toBe(413)
    expect((await far.json()).code).toBe('upload.too_large')
    const none = await upload(user, undefined)
    expect(none.status).toBe(422)
    expect((await none.json()).errors).toEqual({ avatar: ['Choisissez une image.'] })
    // Other JSON calls keep their 1 MB limit.
    const big = await call(
      t,
      'PUT',
      `/api/users/${user.id}/update-information`,
      { bio: 'x'.repeat(1_100_000) },
      { session: user.session },
    )
    expect(big.status).toBe(413)
  })

  it('deletes the previous photo when a new one replaces it, and DELETE /delete-profil removes it', async () => {
    const user = await member()
    const image = () =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
        .webp()
        .toBuffer()
    const first = String((await (await upload(user, new Blob([await image()]), 'a.webp')).json()).user.profile.profil_url)
    // A resized copy made through /_ipx, cached on disk.
    expect((await t.request(`/_ipx/f_webp,w_32,h_32,fit_cover${first}`)).status).toBe(200)
    const second = String((await (await upload(user, new Blob([await image()]), 'b.webp')).json()).user.profile.profil_url)
    expect(second).not.toBe(first)
    expect(await avatarFiles()).not.toContain(first.split('/').at(-1))
    expect((await t.request(first)).status).toBe(404)
    expect((await t.request(`/_ipx/f_webp,w_32,h_32,fit_cover${first}`)).status).toBe(404)
    expect(existsSync(path.join(uploads, 'image-cache', 'avatars', first.split('/').at(-1) ?? ''))).toBe(false)

    const removed = await call(t, 'DELETE', `/api/users/${user.id}/delete-profil`, undefined, { session: user.session })
    expect(removed.status).toBe(200)
    const body = await removed.json()
    expect(body).toMatchObject({ message: 'Votre photo de profil a été supprimée.', user: { profile: { profil_url: null } } })
    expect(await avatarFiles()).not.toContain(second.split('/').at(-1))
    expect((await t.request(second)).status).toBe(404)
  })

  it('serves a photo from any instance, and from none once deleted, whatever copies an instance cached', async () => {
    const user = await member()
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer()
    const url = String((await (await upload(user, new Blob([webp]), 'a.webp')).json()).user.profile.profil_url)
    // Another instance, with a disk of its own, on the same database.
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'releve-images-other-'))
    const other = t.withEnv({ DATA_DIR: otherDataDir })
    const variantPath = `/_ipx/f_webp,w_32,h_32,fit_cover${url}`
    expect((await other.request(url)).status).toBe(200)
    expect((await other.request(variantPath)).status).toBe(200)
    expect(filesUnder(path.join(otherDataDir, 'uploads', 'image-cache')).size).toBe(1)

    await call(t, 'DELETE', `/api/users/${user.id}/delete-profil`, undefined, { session: user.session })
    expect((await other.request(url)).status).toBe(404)
    expect((await other.request(variantPath)).status).toBe(404)
    rmSync(otherDataDir, { recursive: true, force: true })
  })

  it('refuses to change someone else’s photo', async () => {
    const user = await member()
    const victim = await member()
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer()
    const response = await upload(user, new Blob([png]), 'x.png', victim.id)
    expect(response.status).toBe(403)
  })

  it('deletes the photo with the account', async () => {
    const user = await member()
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer()
    const url = String((await (await upload(user, new Blob([png]), 'x.png')).json()).user.profile.profil_url)
    await call(t, 'DELETE', `/api/users/${user.id}/soft-delete`, { password: user.password }, { session: user.session })
    expect(await avatarFiles()).not.toContain(url.split('/').at(-1))
  })
})

describe('GET /_ipx/{modifiers}/{source}', () => {
  it('resizes a public image to WebP, with cache headers, from the disk cache the second time', async () => {
    const response = await t.request('/_ipx/f_webp,w_320/images/photo.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 })
    const cached = readdirSync(path.join(uploads, 'image-cache', 'public'))
    expect(cached).toHaveLength(1)
    // Same variant spelled otherwise: the same file, the same ETag.
    const again = await t.request('/_ipx/w_320,f_webp/images/photo.jpg')
    expect(again.headers.get('etag')).toBe(etag)
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true)
    expect(readdirSync(path.join(uploads, 'image-cache', 'public'))).toHaveLength(1)
    const notModified = await t.request('/_ipx/f_webp,w_320/images/photo.jpg', { headers: { 'If-None-Match': etag ?? '' } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
  })

  it('makes the blurred 10×10 placeholder of the UI kit, also spelled s_WxH', async () => {
    const placeholder = await t.request('/_ipx/f_webp,fit_cover,w_10,h_10,q_50,blur_3/images/photo.jpg')
    expect(await sharp(Buffer.from(await placeholder.arrayBuffer())).metadata()).toMatchObject({ width: 10, height: 10 })
    const resized = await t.request('/_ipx/s_10x10,fit_cover,q_50,blur_3/images/team/group.png')
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 10,
      height: 10,
    })
    const cropped = await t.request('/_ipx/f_webp,w_640,h_480,fit_cover/images/photo.jpg')
    expect(await sharp(Buffer.from(await cropped.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 480 })
    // Never larger than the source.
    const big = await t.request('/_ipx/f_webp,w_1280/images/photo.jpg')
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({ width: 800 })
    const head = await t.request('/_ipx/f_webp,w_320/images/photo.jpg', { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it('serves avatars at the sizes the UI kit asks, immutable', async () => {
    const user = await member()
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#2e9285' } })
      .png()
      .toBuffer()
    const url = String((await (await upload(user, new Blob([png]), 'x.png')).json()).user.profile.profil_url)
    const response = await t.request(`/_ipx/f_webp,fit_cover,w_80,h_80${url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 80, height: 80 })
  })

  it('makes a variant asked by many at once a single time', async () => {
    const before = readdirSync(path.join(uploads, 'image-cache', 'public')).length
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.request('/_ipx/f_webp,w_640/images/team/group.png')))
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200))
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(bodies.every((b) => b.equals(bodies[0] ?? Buffer.alloc(0)))).toBe(true)
    expect(readdirSync(path.join(uploads, 'image-cache', 'public')).filter((f) => !f.endsWith('.tmp'))).toHaveLength(before + 1)
  })

  it('refuses modifiers outside the allowlists with 400', async () => {
    for (const modifiers of [
      'x_1',
      'w_333',
      'w_320,q_37',
      'w_320,h_3000',
      'f_gif',
      'f_svg',
      'blur_0',
      'blur_500',
      'w_320,w_640',
      'w_-1',
      'w_3e2',
      'b_zzzzzz',
      'q_50,fit_crop',
    ]) {
      const response = await t.request(`/_ipx/${modifiers}/images/photo.jpg`)
      expect(response.status, modifiers).toBe(400)
      expect(await response.json()).toEqual({
        message: 'Paramètres d’image non pris en charge.',
        code: 'image.invalid_modifiers',
      })
    }
  })

  it('never reaches outside the images: traversal, dot files, other roots, SVG', async () => {
    for (const source of [
      'images/../secret.jpg',
      'images/%2e%2e/secret.jpg',
      'images/%2E%2E%2Fsecret.jpg',
      'images/..%2f..%2fsecret.jpg',
      'images/%252e%252e/secret.jpg',
      'images\\..\\secret.jpg',
      'secret.jpg',
      'etc/passwd',
      'images/.hidden.jpg',
      'images/avatars/../../secret.jpg',
      'images/avatars/not-a-random-name.webp',
      'images/logo.svg',
      'images/photo.jpg%00.png',
      'http://example.com/images/photo.jpg',
      'images/missing.jpg',
    ]) {
      const response = await t.request(`/_ipx/f_webp,w_320/${source}`)
      expect([404], source).toContain(response.status)
    }
  })
})

describe('GET /_ipx: a fixed set of variants, a bounded cache, a rate limit', () => {
  it('refuses any variant the UI kit never asks for, before making or writing anything', async () => {
    const written = imageCacheFiles()
    for (const modifiers of [
      'f_webp,w_320,b_ffffff',
      'f_webp,fit_contain,w_320,h_240,b_123456',
      'f_webp,fit_cover,w_320,h_241',
      'f_webp,fit_cover,w_640,h_1280',
      'f_webp,w_96',
      'f_webp,fit_cover,w_48,h_48',
      'f_webp,fit_cover,w_64,h_40',
      'f_webp,fit_cover,w_10,h_10',
      'f_webp,fit_cover,w_320',
      'f_webp,fit_inside,w_320,h_240',
      'f_avif,w_320',
      'f_jpg,w_320',
      'f_png,w_320',
      'f_webp,w_320,q_90',
      'f_webp,w_320,blur_3',
      'f_webp,h_320',
      'f_webp',
      '_',
    ]) {
      const response = await t.request(`/_ipx/${modifiers}/images/photo.jpg`, { ip: '198.51.100.1' })
      expect(response.status, modifiers).toBe(400)
      expect(await response.json()).toEqual({
        message: 'Paramètres d’image non pris en charge.',
        code: 'image.invalid_modifiers',
      })
    }
    expect(imageCacheFiles()).toEqual(written)

    // Every URL the kit can build for one source is served: fluid widths (plain and each crop),
    // fixed sizes (width alone, or with any listed height), the placeholder; and the server
    // accepts nothing more than those.
    const src = 'images/tiny.png'
    const urls = new Set([
      placeholderUrl(src),
      ...[undefined, ...IMAGE_ASPECT_RATIOS].flatMap((ratio) => srcSetUrls(widthSrcSet(src, ratio))),
      ...FIXED_IMAGE_SIZES.flatMap((w) => [
        ...srcSetUrls(densitySrcSet(src, w)),
        ...FIXED_IMAGE_SIZES.flatMap((h) => srcSetUrls(densitySrcSet(src, w, h, 'cover'))),
      ]),
    ])
    for (const url of urls) {
      const response = await t.request(url, { ip: '198.51.100.1' })
      expect(response.status, url).toBe(200)
    }
    expect(imageCacheFiles().size - written.size).toBe(ALLOWED_VARIANTS.size)
  })

  it('keeps the cache within its byte budget, dropping the least recently used variant first, made again when asked', async () => {
    const budget = 1024 * 1024
    const small = t.withEnv({ DATA_DIR: budgetDataDir, IMAGE_CACHE_MAX_BYTES: String(budget) })
    const cacheDir = path.join(budgetDataDir, 'uploads', 'image-cache')
    const fileOf = new Map<number, string>()
    const ask = async (width: number) => {
      const seen = new Set(filesUnder(cacheDir).keys())
      const response = await small.request(`/_ipx/f_webp,w_${width}/images/noise.png`, { ip: '198.51.100.2' })
      expect(response.status, String(width)).toBe(200)
      const files = filesUnder(cacheDir)
      expect(
        [...files.values()].reduce((sum, size) => sum + size, 0),
        `after w_${width}`,
      ).toBeLessThanOrEqual(budget)
      const added = [...files.keys()].filter((file) => !seen.has(file))
      if (added[0]) fileOf.set(width, added[0])
      return sharp(Buffer.from(await response.arrayBuffer())).metadata()
    }

    // About 30, 180 and 280 kB, then 320 kB for each width past the source's 800 px.
    await ask(320)
    await ask(640)
    await ask(768)
    await ask(320) // used again: now the most recent
    await ask(1024)
    await ask(1280)
    const at = (width: number) => existsSync(fileOf.get(width) ?? '')
    expect(at(640)).toBe(false)
    expect(at(320)).toBe(true)
    for (const width of [1536, 2048, 2560, 3072]) await ask(width)
    expect(filesUnder(cacheDir).size).toBeLessThan(9)

    // Evicted, then asked again: made again, whole.
    expect(at(640)).toBe(false)
    expect(await ask(640)).toMatchObject({ format: 'webp', width: 640, height: 480 })
    expect(at(640)).toBe(true)
  })

  it('counts what an earlier run left on disk, oldest use first', async () => {
    const root = leftCacheDir
    mkdirSync(path.join(root, 'public'))
    const oldest = path.join(root, 'public', 'a.webp')
    const newest = path.join(root, 'public', 'b.webp')
    writeFileSync(oldest, Buffer.alloc(600))
    writeFileSync(newest, Buffer.alloc(600))
    utimesSync(oldest, new Date('2026-01-01'), new Date('2026-01-01'))
    const cache = new ImageCache(root, 1000)
    expect(await cache.bytes()).toBe(600)
    expect(existsSync(oldest)).toBe(false)
    expect(existsSync(newest)).toBe(true)
  })

  it('answers 429 with Retry-After past 600 requests a minute from one client address', async () => {
    const url = '/_ipx/f_webp,w_320/images/photo.jpg'
    for (let sent = 0; sent < 600; sent += 50) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => t.request(url, { ip: '203.0.113.9' }).then((r) => r.status)),
      )
      expect(statuses).toEqual(Array(50).fill(200))
    }
    const refused = await t.request(url, { ip: '203.0.113.9' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await refused.json()).message).toBe('Trop de tentatives. Réessayez dans 1 min.')
    // Refused ones count too: a script cycling through parameters is held as well.
    expect((await t.request('/_ipx/f_webp,w_333/images/photo.jpg', { ip: '203.0.113.9' })).status).toBe(429)
    expect((await t.request(url, { ip: '203.0.113.10' })).status).toBe(200)
  })
})

/** The URLs of a srcset: "url 1x, url 2x" → [url, url]. */
function srcSetUrls(srcSet: string): string[] {
  return srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '')
}

describe('profile photos kept as files before they moved to the database', () => {
  it('become rows under the same address at start, and the old folder goes', async () => {
    const storage = mkdtempSync(path.join(tmpdir(), 'releve-avatar-files-'))
    const user = await member()
    const kept = `${'a'.repeat(22)}.webp`
    const replaced = `${'b'.repeat(22)}.webp`
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
      .webp()
      .toBuffer()
    mkdirSync(path.join(storage, 'avatars'))
    writeFileSync(path.join(storage, 'avatars', kept), webp)
    writeFileSync(path.join(storage, 'avatars', replaced), webp)
    await t.db
      .updateTable('users')
      .set({ profil_url: `/images/avatars/${kept}` })
      .where('id', '=', user.id)
      .execute()

    expect(await importAvatarFiles(t.db, storage)).toBe(1)
    expect(await importAvatarFiles(t.db, storage)).toBe(0)
    expect(existsSync(path.join(storage, 'avatars'))).toBe(false)
    expect(await avatarFiles()).toContain(kept)
    expect(await avatarFiles()).not.toContain(replaced)
    const served = await t.request(`/images/avatars/${kept}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true)
    rmSync(storage, { recursive: true, force: true })
  })
})
