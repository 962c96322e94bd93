// Calls a route of the server's table by its name in the table, 'PUT /api/config/layouts/:id', with
// the types the table generates (routes.gen.ts): a wrong path parameter, query, body or field read is
// a type error. It adds only the route's name to what the site's scripts carry; the data layer still
// sends the call (crumb, retries, the spec's error reading).
import type { DataLayerMethod } from '@tessera/core';
import { type RequestOptions, request } from '../runtime/data-layer.ts';
import type { ApiRoutes } from './routes.gen.ts';

export type { ApiRoutes } from './routes.gen.ts';

/** A route's name in the table: its method and path. */
export type ApiRoute = keyof ApiRoutes;

/** The routes a script calls through the data layer, which speaks the spec's four methods (not PATCH). */
export type CallableRoute = Extract<ApiRoute, `${DataLayerMethod} ${string}`>;

/** What a route answers (undefined for an empty answer). */
export type AnswerOf<R extends ApiRoute> = ApiRoutes[R]['answer'];

/** The body a route takes. */
export type BodyOf<R extends ApiRoute> = ApiRoutes[R] extends { body: infer B } ? B : never;

/** The query a route takes. */
export type QueryOf<R extends ApiRoute> = ApiRoutes[R] extends { query?: infer Q } ? Q : never;

/** The route's parameters, query and body, as the table types them. */
export type RouteInput<R extends ApiRoute> = Omit<ApiRoutes[R], 'answer'>;

/** How the data layer sends the call; its method, address and data come from the route. */
export type CallOptions = Omit<RequestOptions, 'method' | 'url' | 'data' | 'json'>;

type CallInput<R extends ApiRoute> = RouteInput<R> & CallOptions;

/** Routes that need nothing but their name may be called without input. */
type CallArguments<R extends ApiRoute> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is what a route without required input extends
  {} extends RouteInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The route's address with its path parameters filled in ('/api/config/pages/:id' → '/api/config/pages/p1'). */
export function routeUrl<R extends ApiRoute>(route: R, params?: Record<string, string | number>): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

/** Calls a route; the answer is what its schema says (the server checks that in tests). */
export function call<R extends CallableRoute>(route: R, ...[input]: CallArguments<R>): Promise<AnswerOf<R>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<R> & {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const method = route.slice(0, route.indexOf(' ')) as DataLayerMethod;
  if (method === 'GET')
    return request<AnswerOf<R>>({ ...options, method, url: routeUrl(route, params), data: query });
  // Any other call's data is its body, as JSON (the server reads JSON on every route); its query goes in the address.
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
  return request<AnswerOf<R>>({
    ...options,
    method,
    url: routeUrl(route, params) + search,
    data: body,
    json: true,
  });
}
