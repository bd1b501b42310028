import { defineModule } from '../deps.ts';
import { myPageRoutes } from './routes.ts';
import { createMyPageService } from './service.ts';

/** My page: a member's own posts, comments, liked foods, nickname, image and withdrawal. */
export default defineModule(
  'mypage',
  async (app, deps) => {
    const myPage = createMyPageService({ ...deps, withdrawal: app.withdrawal });
    await app.register(myPageRoutes, { myPage });
  },
  { uses: ['users'] },
);
