/**
 * Standard output and error that can never stop the server. On Linux, Node writes to a pipe
 * synchronously: a reader that stops reading (a full pipe) blocks the whole event loop in write(), so
 * not even SIGTERM's handler or the shutdown timer can run; a reader that has gone (a closed pipe) makes
 * the next write fail with EPIPE, thrown into whatever was logging. So the server's output is:
 * - non-blocking: a write that the pipe cannot take now is queued, and the event loop goes on;
 * - bounded: past `maxBacklog` queued bytes, lines are dropped (and counted) rather than kept;
 * - quiet on failure: EPIPE and other write errors mark the stream broken, and later lines are dropped.
 */
const DEFAULT_MAX_BACKLOG = 1024 * 1024;

export interface SafeOutput {
  /** Writes `text` if the stream can take it; false when the line was dropped. Never throws. */
  write(text: string): boolean;
  /** Lines dropped so far (broken stream or full backlog). */
  readonly dropped: number;
}

interface PipeHandle {
  setBlocking?: (blocking: boolean) => unknown;
}

export function safeOutput(stream: NodeJS.WriteStream, maxBacklog = DEFAULT_MAX_BACKLOG): SafeOutput {
  let broken = false;
  let dropped = 0;
  const handle = (stream as unknown as { _handle?: PipeHandle })._handle;
  try {
    handle?.setBlocking?.(false);
  } catch {
    // Not a pipe or a TTY (a file): writes to it do not wait on a reader.
  }
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(text) {
      if (broken || stream.destroyed || !stream.writable || stream.writableLength > maxBacklog) {
        dropped += 1;
        return false;
      }
      try {
        stream.write(text);
        return true;
      } catch {
        broken = true;
        dropped += 1;
        return false;
      }
    },
    get dropped() {
      return dropped;
    },
  };
}

let guarded: { stdout: SafeOutput; stderr: SafeOutput } | undefined;

/**
 * Makes the process's stdout and stderr safe (once): `console.log` and the request log then go through
 * streams that neither block nor throw. Returns the two safe writers.
 */
export function guardStdio(): { stdout: SafeOutput; stderr: SafeOutput } {
  guarded ??= { stdout: safeOutput(process.stdout), stderr: safeOutput(process.stderr) };
  return guarded;
}
