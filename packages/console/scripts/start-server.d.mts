export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function startServer(options?: { env?: Record<string, string> }): Promise<RunningServer>;
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
