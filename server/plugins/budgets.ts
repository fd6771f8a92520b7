/** app.budgets: the per-user write budgets (server/services/usage-budgets.ts), counted in the database. */
import fp from 'fastify-plugin';
import { createUsageBudgets, type BudgetLimits, type UsageBudgets } from '../services/usage-budgets';

declare module 'fastify' {
  interface FastifyInstance {
    budgets: UsageBudgets;
  }
}

export default fp<{ limits: BudgetLimits }>(async (app, options) => {
  app.decorate('budgets', createUsageBudgets(app.repos.usageBudgets, options.limits));
}, { name: 'sightline-budgets', dependencies: ['sightline-db'] });
