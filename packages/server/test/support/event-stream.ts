/** Reads a text/event-stream with fetch and headers, as the console does. */
import { expect } from 'vitest';

export interface OpenStream {
  /** Everything read so far. */
  text: () => string;
  /** Reads until the text holds `needle` (the test's timeout bounds the wait). */
  readUntil: (needle: string) => Promise<void>;
  close: () => void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    text: () => text,
    async readUntil(needle) {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${needle}":\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    close: () => abort.abort(),
  };
}
