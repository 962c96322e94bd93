// GET /api/openapi.json: the route table as an OpenAPI 3.1 document that validates against the
// OpenAPI schema, names every route of the table, and passes Redocly's `recommended` rules.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { openApiPath } from './openapi.ts';
import { routeTable } from './table.ts';

describe('the OpenAPI document', () => {
  const suite = useTestApp('sqlite');

  it('validates against the OpenAPI 3.1 schema', async () => {
    const response = await suite.client().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(response.json());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route of the table with its access and crumb', async () => {
    const document = (await suite.client().get('/api/openapi.json')).json();
    for (const route of routeTable()) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeTruthy();
      expect(operation['x-crumb'], `${route.method} ${route.path}`).toBe(route.crumb);
      expect(operation['x-access'], `${route.method} ${route.path}`).toEqual(expect.any(String));
    }
  });

  // Its warnings are left: a route that answers only a redirect has no 2XX, the health check and the
  // favicon no 4XX.
  it('passes Redocly’s recommended rules without an error', async () => {
    const source = (await suite.client().get('/api/openapi.json')).body;
    const problems = await lintFromString({
      source,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });
});
