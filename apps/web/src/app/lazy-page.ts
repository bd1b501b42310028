import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export, so route modules need no default export. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
