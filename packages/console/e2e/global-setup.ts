import type { TestProject } from 'vitest/node';
import { shiftToIstTime } from '../scripts/clock-shift.mjs';
import { startServer } from '../scripts/start-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** How far the run's wall clock is moved (E2E_IST_TIME), 0 when it is not. */
    clockShiftMs: number;
  }
}

/**
 * The IST time of day every browser run starts at, whatever the machine's clock says, so that every run
 * sees the same market day: results declared, saved and due, markets open and closed, and no midnight
 * in the middle of a run. E2E_IST_TIME=HH:MM starts at another time; E2E_IST_TIME=now keeps the
 * machine's clock.
 */
export const DEFAULT_IST_TIME = '12:20';

/**
 * One real server for every browser test file, its clock (and the tests' and the browser's) moved to
 * the run's IST time of day.
 */
export default async function setup(project: TestProject) {
  const at = process.env.E2E_IST_TIME ?? DEFAULT_IST_TIME;
  const shift = at === 'now' ? 0 : shiftToIstTime(at);
  if (shift) process.env.CLOCK_SHIFT_MS = String(shift);
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('clockShiftMs', shift);
  return () => server.stop();
}
