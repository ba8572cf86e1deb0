/** Types of pgbouncer.mjs (plain JavaScript, so that scripts/test.mjs runs it without a build). */
export declare const PGBOUNCER_BIN: string;
export declare function freePort(): Promise<number>;
export declare function answers(port: number, timeoutMs?: number): Promise<boolean>;
export declare function installPgBouncer(): void;
export declare function pgbouncerIni(options: {
  folder: string;
  port: number;
  serverPort: number;
  poolSize?: number;
}): string;
export interface PgBouncer {
  port: number;
  folder: string;
  url(database: string, user?: string): string;
  stop(): Promise<void>;
}
export declare function startPgBouncer(options: {
  serverPort: number;
  users?: string[];
  poolSize?: number;
}): Promise<PgBouncer>;
