import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/index';
import docsRoutes from './docs';
import healthRoutes from './health';

/** Every API route; each also needs an entry in config/permissions.json or it is refused. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(authRoutes);
};

export default routes;
