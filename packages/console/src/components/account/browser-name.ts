/** A short name for a user agent: "Chrome on Linux", "Firefox on Windows"; the raw text when unknown. */
export function browserName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? /HeadlessChrome/.test(userAgent)
            ? 'Headless Chrome'
            : 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser) return userAgent.trim() ? userAgent.slice(0, 60) : 'Unknown browser';
  return os ? `${browser} on ${os}` : browser;
}
