import { defineModule } from '../deps.ts';
import { createWithdrawal, type Withdrawal } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one withdrawal, used by my page (leaving) and the admin area (deleting users). */
    withdrawal: Withdrawal;
  }
}

/** Accounts shared by the modules that read or withdraw them; it has no routes of its own. */
export default defineModule('users', async (app, deps) => {
  app.decorate('withdrawal', createWithdrawal({ ...deps, log: app.log }));
});
