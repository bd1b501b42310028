import type { FastifyPluginAsync } from 'fastify';
import type { AccountModuleDeps } from '../users/deps.ts';
import { createWithdrawal } from '../users/service.ts';
import { myPageRoutes } from './routes.ts';
import { createMyPageService } from './service.ts';

/** The my-page module, registered from modules/register.ts. */
const myPageModule: FastifyPluginAsync<AccountModuleDeps> = async (app, deps) => {
  const myPage = createMyPageService({ ...deps, withdrawal: createWithdrawal(deps) });
  await app.register(myPageRoutes, { myPage });
};
export default myPageModule;
