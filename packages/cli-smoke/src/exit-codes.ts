/** The process exit codes of backoffice-smoke, in one place (documented in --help and the README). */
export const EXIT = {
  /** Every check that ran was healthy (permission-skipped rows do not count against it). */
  healthy: 0,
  /** At least one check failed. */
  checkFailed: 1,
  /** Bad flags, or the login was refused. */
  usageOrLogin: 2,
  /** The host could not be reached (no answer to the login). */
  unreachable: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
