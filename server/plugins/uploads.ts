/**
 * app.uploads (server/services/upload-service.ts) and the sweep of unattached files: once when the app is ready,
 * then every few minutes on a timer that does not keep the process alive, stopped when the app closes.
 */
import fp from 'fastify-plugin';
import type { UploadLimits } from '../services/upload-quota';
import { createUploadService, type UploadService } from '../services/upload-service';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
  }
}

export interface UploadsPluginOptions {
  uploadsDir: string;
  limits: UploadLimits;
  unattachedTtlMinutes: number;
}

/** How often the sweep runs: every 5 minutes, or as often as the set time when that is shorter. */
export function sweepIntervalMs(unattachedTtlMinutes: number): number {
  return Math.min(5, unattachedTtlMinutes) * 60_000;
}

export default fp<UploadsPluginOptions>(async (app, options) => {
  const uploads = createUploadService({ repos: app.repos, budgets: app.budgets, ...options });
  app.decorate('uploads', uploads);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= uploads
      .sweep()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unattached uploads removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sweeping unattached uploads failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), sweepIntervalMs(options.unattachedTtlMinutes));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}, { name: 'sightline-uploads', dependencies: ['sightline-db', 'sightline-budgets'] });
