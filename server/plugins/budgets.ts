/** app.budgets: the per-user write budgets (server/services/usage-budgets.ts), counted in the database. */
import { sharedPlugin } from '../lib/shared-plugin';
import { createUsageBudgets, type BudgetLimits, type UsageBudgets } from '../services/usage-budgets';

declare module 'fastify' {
  interface FastifyInstance {
    budgets: UsageBudgets;
  }
}

export default sharedPlugin<{ limits: BudgetLimits }>('sightline-budgets', async (app, options) => {
  app.decorate('budgets', createUsageBudgets(app.repos.usageBudgets, options.limits));
});
