/** Messages of images and uploads, merged into i18n/messages.ts. French is the source. */
export const imageMessagesFr = {
  'image.not_found': 'Image introuvable.',
  'image.invalid_modifiers': 'Paramètres d’image non pris en charge.',
  'upload.missing': 'Choisissez une image.',
  'upload.too_large': 'L’image ne doit pas dépasser 5\u00a0Mo.',
  'upload.unsupported_type': 'Format non pris en charge\u00a0: choisissez une image JPEG, PNG ou WebP.',
  'upload.unreadable': 'Cette image est illisible ou endommagée\u00a0: choisissez-en une autre.',
  'upload.too_many_pixels': 'Cette image est trop grande (40\u00a0millions de pixels au plus).',
  'avatar.updated': 'Votre photo de profil a été mise à jour.',
  'avatar.deleted': 'Votre photo de profil a été supprimée.',
} as const

export const imageMessagesEn: Record<keyof typeof imageMessagesFr, string> = {
  'image.not_found': 'Image not found.',
  'image.invalid_modifiers': 'Unsupported image parameters.',
  'upload.missing': 'Choose an image.',
  'upload.too_large': 'The image may not be larger than 5 MB.',
  'upload.unsupported_type': 'Unsupported format: choose a JPEG, PNG or WebP image.',
  'upload.unreadable': 'This image is unreadable or damaged: choose another one.',
  'upload.too_many_pixels': 'This image is too large (40 million pixels at most).',
  'avatar.updated': 'Your profile photo was updated.',
  'avatar.deleted': 'Your profile photo was removed.',
}
