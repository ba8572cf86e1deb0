/** Browser traits that stay the same between visits on one machine and browser. */
export function browserTraits(nav: Navigator = navigator, scr: Screen = screen): string {
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    String(nav.hardwareConcurrency ?? ''),
    `${scr.width}x${scr.height}x${scr.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

/** A stable SHA-256 (hex) of the browser's traits, through Web Crypto. */
export async function fingerprintHash(traits: string = browserTraits()): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
