/** app.diskSpace (server/services/disk-space.ts), checked once when the app is ready so a full disk is logged at start. */
import fp from 'fastify-plugin';
import { createDiskSpace, type DiskSpace } from '../services/disk-space';

declare module 'fastify' {
  interface FastifyInstance {
    diskSpace: DiskSpace;
  }
}

export default fp<{ paths: string[]; lowBytes: number }>(async (app, options) => {
  const diskSpace = createDiskSpace({ ...options, warn: (details, message) => app.log.warn(details, message) });
  app.decorate('diskSpace', diskSpace);
  app.addHook('onReady', async () => {
    await diskSpace.check();
  });
}, { name: 'sightline-disk-space' });
