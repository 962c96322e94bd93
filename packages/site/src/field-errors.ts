// Zod's issues as the API's error shape: one message per field path ('sections.0.blocks.2.data.text'),
// the first issue winning; an unexpected field is named as the field itself, so a form can show the
// message where it belongs. Shared by the server's input parsing and the layout check.
import type { z } from 'zod';

const UNEXPECTED_FIELD_MESSAGE = 'This field is not expected.';

/** The errors by path, each under `prefix` when given; '_' for an issue with the whole input. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[path ? `${path}.${key}` : key] ??= UNEXPECTED_FIELD_MESSAGE;
      continue;
    }
    errors[path || '_'] ??= issue.message;
  }
  return errors;
}
