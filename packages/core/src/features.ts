// Feature toggles (spec section 4, "Other"; error texts section 8): a feature's configuration is
// delivered with the page; asking for a feature gives its value, or the supplied default and the
// spec's error text when the configuration is not loaded, the feature is unknown, it is of another
// type, or its server-side definition is unusable. A boolean feature is on when its variant is "true".

export const FEATURE_NOT_LOADED = 'The underlying Praetor configuration is not loaded';
export const FEATURE_NOT_FOUND = 'The specified feature does not exist';
export const FEATURE_INVALID_DEFINITION = 'The specified feature has an invalid server-side definition';

/** The spec's "The specified feature is not a {type}". */
export function featureNotOfType(type: FeatureType): string {
  return `The specified feature is not a ${type}`;
}

export const FEATURE_TYPES = ['boolean', 'string', 'number'] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** One feature as the server defines it: its type and the variant this page was given. */
export interface FeatureDefinition {
  type: FeatureType;
  variant: string;
}

/** Features by name; undefined or null when the configuration was never loaded. */
export type FeatureConfiguration = Readonly<Record<string, unknown>> | null | undefined;

type ValueOf<T extends FeatureType> = T extends 'boolean' ? boolean : T extends 'number' ? number : string;

export interface FeatureEvaluation<T> {
  value: T;
  /** The spec's text when the default was used */
  error?: string;
}

function isDefinition(value: unknown): value is FeatureDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const { type, variant } = value as Partial<FeatureDefinition>;
  return FEATURE_TYPES.includes(type as FeatureType) && typeof variant === 'string';
}

/** A definition's variant as its type's value; undefined when the variant cannot be one. */
function variantValue(type: FeatureType, variant: string): ValueOf<FeatureType> | undefined {
  if (type === 'boolean') return variant === 'true';
  if (type === 'number') {
    const number = variant.trim() === '' ? Number.NaN : Number(variant);
    return Number.isFinite(number) ? number : undefined;
  }
  return variant;
}

/** The feature's value as `type`, or `fallback` with the reason. */
export function evaluateFeature<T extends FeatureType>(
  configuration: FeatureConfiguration,
  name: string,
  type: T,
  fallback: ValueOf<T>,
): FeatureEvaluation<ValueOf<T>> {
  if (!configuration) return { value: fallback, error: FEATURE_NOT_LOADED };
  if (!Object.hasOwn(configuration, name)) return { value: fallback, error: FEATURE_NOT_FOUND };
  const definition = configuration[name];
  if (!isDefinition(definition)) return { value: fallback, error: FEATURE_INVALID_DEFINITION };
  if (definition.type !== type) return { value: fallback, error: featureNotOfType(type) };
  const value = variantValue(type, definition.variant);
  if (value === undefined) return { value: fallback, error: FEATURE_INVALID_DEFINITION };
  return { value: value as ValueOf<T> };
}
