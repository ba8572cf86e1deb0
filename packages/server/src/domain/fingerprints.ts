export const BROWSER_NOT_APPROVED =
  'This browser is not approved for your account. Ask an administrator to approve it.';

export interface SeenBrowser {
  employeeId: number;
  fingerprintHash: string;
  userAgent: string;
  ip: string;
}
