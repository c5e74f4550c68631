import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import type { AppEnv } from '../../http/types.ts'
import { translate } from '../../i18n/messages.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { freshUserJson, me, ownUserOnly } from '../profile/own-user.ts'
import { deleteAvatar, forgetAvatarCopies, saveAvatar } from './avatar-storage.ts'
import { MAX_UPLOAD_BYTES, reencodeAvatar, sniffImageType, UnreadableImageError } from './image-upload.ts'
import { swapProfilUrl } from './images.repository.ts'

/** The upload route: app.ts lets it past the 1 MB limit of JSON bodies, it has its own. */
export const AVATAR_UPLOAD_PATH = /^\/api\/users\/[^/]+\/update-profil$/

// The multipart envelope (boundaries, headers, other small fields) around a 5 MB file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024
// Each upload costs a decode and an encode: plenty for a person, little for a script.
const uploadLimit = rateLimit({
  name: 'avatar-upload',
  limit: 20,
  windowSeconds: 3600,
  subject: (c) => String(c.get('user')?.id),
})

export const avatarRoutes = new Hono<AppEnv>()
  /**
   * POST /api/users/{id}/update-profil, multipart, the image in `avatar`: JPEG, PNG or WebP by
   * content (never by name or declared type), 5 MB at most, re-encoded to WebP without metadata,
   * stored in the database under a new random name; the previous photo is deleted. Answers the user, whose
   * profile.profil_url is the new photo.
   */
  .post(
    '/users/:id/update-profil',
    ownUserOnly,
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => {
        throw fieldErrors(c.get('locale'), 'upload.too_large', { avatar: 'upload.too_large' }, { status: 413 })
      },
    }),
    uploadLimit,
    async (c) => {
      const user = me(c)
      const locale = c.get('locale')
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const file = body.avatar
      if (!(file instanceof File) || file.size === 0) throw fieldErrors(locale, 'validation.failed', { avatar: 'upload.missing' })
      if (file.size > MAX_UPLOAD_BYTES)
        throw fieldErrors(locale, 'upload.too_large', { avatar: 'upload.too_large' }, { status: 413 })
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = sniffImageType(bytes)
      if (!type) throw fieldErrors(locale, 'validation.failed', { avatar: 'upload.unsupported_type' })
      let webp: Buffer
      try {
        webp = await reencodeAvatar(bytes, type)
      } catch (error) {
        if (error instanceof UnreadableImageError)
          throw fieldErrors(locale, 'validation.failed', {
            avatar: error.reason === 'too_many_pixels' ? 'upload.too_many_pixels' : 'upload.unreadable',
          })
        throw error
      }

      const { db, clock, storageDir } = c.get('deps')
      // The new photo, the account pointed at it and the old one deleted in one transaction: a
      // failure keeps the old photo whole and leaves no new one behind.
      const previous = await inTransaction(db, async (trx) => {
        const url = await saveAvatar(trx, user.id, webp)
        const before = await swapProfilUrl(trx, user.id, url, clock.now())
        await deleteAvatar(trx, before)
        return before
      })
      await forgetAvatarCopies(storageDir, previous)
      return c.json({ message: translate(locale, 'avatar.updated'), user: await freshUserJson(c, user.id) })
    },
  )

  /** DELETE /api/users/{id}/delete-profil: removes the photo (then this instance's resized copies). */
  .delete('/users/:id/delete-profil', ownUserOnly, async (c) => {
    const user = me(c)
    const { db, clock, storageDir } = c.get('deps')
    const previous = await inTransaction(db, async (trx) => {
      const before = await swapProfilUrl(trx, user.id, null, clock.now())
      await deleteAvatar(trx, before)
      return before
    })
    await forgetAvatarCopies(storageDir, previous)
    return c.json({ message: translate(c.get('locale'), 'avatar.deleted'), user: await freshUserJson(c, user.id) })
  })
