import type { ModuleDeps } from '../deps.ts';

/** What the modules that read or withdraw accounts (my page, admin users) are built from. */
export type AccountModuleDeps = ModuleDeps;
