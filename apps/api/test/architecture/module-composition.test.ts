import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import adminCommunityModule from '../../src/modules/admin/community/plugin.ts';
import communityModule from '../../src/modules/community/plugin.ts';
import mapModule from '../../src/modules/map/plugin.ts';
import { createLocalMemo } from '../../src/shared-state/memo.ts';

/** Registers the caller plugin's name so that modules can be registered on a bare instance. */
const callerStandIn = fp(async () => undefined, { name: 'resolve-caller' });

/** Stand-ins for the shared parts app.ts decorates the instance with (modules/deps.ts). */
function decorateSharedParts(app: ReturnType<typeof Fastify>) {
  for (const name of ['database', 'imageUrls', 'storage', 'images', 'events'])
    app.decorate(name, {});
  app.decorate('sharedState', { memo: createLocalMemo });
}

describe('module composition', () => {
  it('refuses to start a module before the module it builds on', async () => {
    const app = Fastify();
    decorateSharedParts(app);
    await app.register(callerStandIn);

    await expect(app.register(adminCommunityModule)).rejects.toThrow(
      "The dependency 'community' of plugin 'admin-community' is not registered",
    );
    await app.close();
  });

  it('refuses to start a module without the shared parts it is built from', async () => {
    const app = Fastify();
    await app.register(callerStandIn);

    await expect(app.register(mapModule)).rejects.toThrow(/database/);
    await app.close();
  });

  it('builds a module on the one service of the module before it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    decorateSharedParts(app);
    await app.register(callerStandIn);
    await app.register(communityModule);
    await app.register(adminCommunityModule);
    await app.ready();

    expect(app.community).toBeDefined();
    expect(app.printPlugins()).toContain('admin-community');
    await app.close();
  });
});
