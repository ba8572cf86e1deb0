/** The live.events stream: changes other staff made, as they commit (routes/live-stream.ts). */
import type { HandlerTable } from '../http/handler.js';
import { openLiveStream } from './live-stream.js';

export const liveHandlers: HandlerTable = {
  'live.events': async (ctx) => {
    const lastEventId = ctx.headers['last-event-id'];
    const staff = ctx.staff;
    if (!staff) throw new Error('live.events needs a signed-in staff member');
    const { stream, end } = await openLiveStream({
      db: ctx.db,
      staff,
      lastSeen: lastEventId ? Number(lastEventId) : undefined,
      bufferBytes: ctx.config.live.readerBufferBytes,
    });
    // On shutdown the stream ends at once, so the server's wait for in-flight requests is not held open.
    ctx.closing.addEventListener('abort', end, { once: true });
    stream.on('close', () => ctx.closing.removeEventListener('abort', end));
    return {
      raw: true,
      contentType: 'text/event-stream; charset=utf-8',
      headers: { 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' },
      body: stream,
    };
  },
};
