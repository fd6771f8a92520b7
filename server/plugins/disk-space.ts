/** app.diskSpace (server/services/disk-space.ts), checked once when the app is ready so a full disk is logged at start. */
import { sharedPlugin } from '../lib/shared-plugin';
import { createDiskSpace, type DiskSpace } from '../services/disk-space';

declare module 'fastify' {
  interface FastifyInstance {
    diskSpace: DiskSpace;
  }
}

export default sharedPlugin<{ paths: string[]; lowBytes: number }>('sightline-disk-space', async (app, options) => {
  const diskSpace = createDiskSpace({ ...options, warn: (details, message) => app.log.warn(details, message) });
  app.decorate('diskSpace', diskSpace);
  app.addHook('onReady', async () => {
    await diskSpace.check();
  });
});
