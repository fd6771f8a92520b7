import type { FastifyPluginAsync } from 'fastify';
import appointmentsRoutes from './appointments/index';
import authRoutes from './auth/index';
import docsRoutes from './docs';
import filesRoutes from './files/index';
import healthRoutes from './health';
import patientsRoutes from './patients/index';
import referenceRoutes from './reference/index';
import sectionRoutes from './sections/index';
import summaryRoutes from './summary/index';

export interface RoutesOptions {
  /** Where uploaded files are kept (DATA_DIR/uploads). */
  uploadsDir: string;
}

/** Every API route; each also needs an entry in config/permissions.json or it is refused. */
const routes: FastifyPluginAsync<RoutesOptions> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(sectionRoutes);
  await app.register(filesRoutes, { uploadsDir: options.uploadsDir });
  await app.register(patientsRoutes);
  await app.register(appointmentsRoutes);
  await app.register(summaryRoutes);
};

export default routes;
