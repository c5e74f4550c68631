/**
 * Set beside the HttpOnly session cookie, readable by scripts, holding no secret: its presence
 * tells the web app that asking GET /api/user is worth it. Absent, the visitor is anonymous and
 * the public pages make no request that would only answer 401.
 */
export const SESSION_HINT_COOKIE = 'releve_signed_in'
