// The instance's live event hub (events/hub.ts): created with the application, listening from the first
// stream on, and closed before the server stops, ending every stream so that none holds up the stop.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveEventHub } from '../../events/hub.js';

/** Streams one account may hold open at once (tabs, devices); more answer 429. */
export const MAX_STREAMS_PER_ACCOUNT = 20;

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventHub;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const hub = new LiveEventHub(app.database, {
      maxStreams: app.config.liveEventsMaxStreams,
      maxStreamsPerAccount: MAX_STREAMS_PER_ACCOUNT,
      heartbeatMs: app.config.liveEventsHeartbeatMs,
      pollMs: app.config.liveEventsPollMs,
      logger: app.log,
    });
    app.decorate('liveEvents', hub);
    // Before the server closes: open streams are answers in flight, which it would otherwise wait for.
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'live-events' },
);
