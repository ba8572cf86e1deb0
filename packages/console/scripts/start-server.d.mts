export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function startServer(options?: {
  env?: Record<string, string>;
  startMs?: number;
}): Promise<RunningServer>;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
