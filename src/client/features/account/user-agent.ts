/**
 * "Chrome · Android" from a User-Agent string: enough for a member to recognise a device in the
 * list of sessions. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export interface DeviceDescription {
  browser: string | null
  system: string | null
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null }
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser, system }
}
