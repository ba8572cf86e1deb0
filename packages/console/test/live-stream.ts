import type { LiveChange } from '@backoffice/sdk';
import { on } from './fake-client';

/**
 * A fake live.events: the route answers with a stream that stays open; the test writes the server's
 * events into it (snake_case on the wire, as the contract has them).
 */
export function fakeLiveStream(firstId = 100) {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];
  let id = firstId;
  const write = (text: string) => {
    for (const stream of open) stream.enqueue(encoder.encode(text));
  };
  const route = on('GET', '/live/events', () => ({
    body: null,
    stream: new ReadableStream<Uint8Array>({
      start(controller) {
        open.push(controller);
        controller.enqueue(
          encoder.encode(`event: hello\nid: ${id}\ndata: {"last_id":"${id}","retry_ms":1000}\n\n`),
        );
      },
    }),
  }));
  return {
    route,
    /** One committed change, as the server sends it. */
    change(change: Omit<LiveChange, 'id' | 'changed' | 'version'> & Partial<LiveChange>) {
      id += 1;
      const wire = {
        id: String(id),
        kind: change.kind,
        record_id: change.recordId,
        version: change.version ?? 2,
        state: change.state,
        changed: change.changed ?? ['tran_status'],
        by: change.by,
        at: change.at,
      };
      write(`event: change\nid: ${id}\ndata: ${JSON.stringify(wire)}\n\n`);
    },
  };
}
