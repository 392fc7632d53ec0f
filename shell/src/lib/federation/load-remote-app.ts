import type { LoadRemoteApp } from './federation-loader';

/**
 * What the shell renders remotes with. The federation runtime's API, the manifest and its schema (zod)
 * load with the first remote a page needs, so the landing page does not wait for or download them.
 */
export const loadRemoteApp: LoadRemoteApp = async (remote) =>
  (await import(/* webpackChunkName: "signed-in" */ './federation-runtime')).loadRemoteApp(remote);
