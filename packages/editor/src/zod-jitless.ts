// Zod probes whether it may compile schemas with `new Function` as it builds its first object schema;
// the config area's CSP forbids that, and Chromium reports even the caught attempt as a violation on
// every screen. Parsing without it is as correct. Set by the entry (main.tsx), before the workspace's
// chunk builds any schema, through the global object Zod reads its settings from: importing Zod's
// `config` here would move Zod's core into the signed-out sign-in form's script.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
