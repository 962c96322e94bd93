// What global-setup hands to the tests and to global-teardown, through environment variables
// (Playwright's workers inherit the environment the global setup leaves behind).

export const ENV = {
  port: 'TESSERA_E2E_PORT',
  appDomain: 'TESSERA_E2E_APP_DOMAIN',
  adminEmail: 'TESSERA_E2E_ADMIN_EMAIL',
  adminPassword: 'TESSERA_E2E_ADMIN_PASSWORD',
  stateFile: 'TESSERA_E2E_STATE',
  /** A copy of the shared server's data folder as seeded, for own servers (own-server.ts) */
  seedTemplate: 'TESSERA_E2E_SEED_TEMPLATE',
} as const;

/** Written by global-setup for global-teardown: what to stop and what to remove. */
export interface ServerState {
  pid: number;
  tempDir: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with -c e2e/playwright.config.ts.`);
  return value;
}

export interface E2eServer {
  /** host:port, the platform's APP_DOMAIN */
  appDomain: string;
  /** The platform home, e.g. http://localhost:41234 */
  platformUrl: string;
  /** The demo site, e.g. http://demo.localhost:41234 */
  demoUrl: string;
  /** The first owner, created on the server's first start. */
  owner: { email: string; password: string };
  siteUrl(identifier: string): string;
}

export function e2eServer(): E2eServer {
  const appDomain = required(ENV.appDomain);
  return {
    appDomain,
    platformUrl: `http://${appDomain}`,
    demoUrl: `http://demo.${appDomain}`,
    owner: { email: required(ENV.adminEmail), password: required(ENV.adminPassword) },
    siteUrl: (identifier) => `http://${identifier}.${appDomain}`,
  };
}
