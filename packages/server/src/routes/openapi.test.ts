// GET /api/openapi.json: the route table as an OpenAPI 3.1 document that validates against the
// OpenAPI schema and names every route of the table.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
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
      const path = route.path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeTruthy();
      expect(operation['x-crumb'], `${route.method} ${route.path}`).toBe(route.crumb);
      expect(operation['x-access'], `${route.method} ${route.path}`).toEqual(expect.any(String));
    }
  });
});
