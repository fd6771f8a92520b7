import type { FastifyPluginAsync } from 'fastify';
import loginRoute from './login-routes';
import logoutRoute from './logout-routes';
import passwordChangeRoute from './password-change-routes';
import refreshRoute from './refresh-routes';
import sessionRoutes from './session-routes';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(sessionRoutes);
  await app.register(logoutRoute);
  await app.register(passwordChangeRoute);
};

export default authRoutes;
