/** The live.events stream: changes other staff made, as they commit (routes/live-stream.ts). */
import { eventStreamReply, type HandlerTable } from '../http/handler.js';
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
    return eventStreamReply(ctx, stream, end);
  },
};
