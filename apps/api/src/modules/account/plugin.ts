import { defineModule } from '../deps.ts';
import { accountRoutes } from './routes.ts';
import { createAccountService } from './service.ts';

/** The signed-in user's principal. */
export default defineModule('account', async (app, deps) => {
  await app.register(accountRoutes, { account: createAccountService(deps) });
});
