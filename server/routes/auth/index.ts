import type { FastifyPluginAsync } from 'fastify';
import loginRoute from './login';
import logoutRoute from './logout';
import refreshRoute from './refresh';
import sessionRoutes from './session';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(sessionRoutes);
  await app.register(logoutRoute);
};

export default authRoutes;
