import type { JsonValue, OpenApiDocument } from '../../src';

/** Follows a local JSON pointer (`#/components/schemas/X`) through the document. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`${ref} is not a local reference`);
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => {
      if (node === null || typeof node !== 'object' || !(segment in node)) return undefined;
      return (node as Record<string, unknown>)[segment];
    }, root);
}

export function collectRefs(value: unknown, refs: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectRefs(item, refs));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') refs.push(item);
      else collectRefs(item, refs);
    }
  }
  return refs;
}

/**
 * A validator for the part of JSON Schema 2020-12 that zod writes. It refuses any keyword it does not
 * know, so a schema that grows a new keyword fails here instead of passing unchecked. (No JSON Schema
 * library is a declared dependency; ajv in node_modules is only there for the build tools.)
 */
const annotations = new Set([
  'description',
  'title',
  'default',
  'examples',
  'format',
  'contentEncoding',
  'contentMediaType',
]);

function validate(schema: JsonValue, value: unknown, root: OpenApiDocument, at = '$'): string[] {
  if (schema === true || (typeof schema === 'object' && schema !== null && Object.keys(schema).length === 0))
    return [];
  if (schema === false) return [`${at}: nothing is allowed here`];
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
    throw new Error(`${at}: bad schema`);
  const errors: string[] = [];
  for (const [keyword, rule] of Object.entries(schema)) {
    if (annotations.has(keyword)) continue;
    errors.push(...check(keyword, rule, schema, value, root, at));
  }
  return errors;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function check(
  keyword: string,
  rule: JsonValue,
  schema: { [key: string]: JsonValue },
  value: unknown,
  root: OpenApiDocument,
  at: string,
): string[] {
  const isObject = typeOf(value) === 'object';
  const record = value as Record<string, unknown>;
  switch (keyword) {
    case '$ref':
      return validate(resolvePointer(root, String(rule)) as JsonValue, value, root, at);
    case 'type': {
      const allowed = Array.isArray(rule) ? rule : [rule];
      const actual = typeOf(value);
      const ok = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
      return ok ? [] : [`${at}: expected ${allowed.join(' or ')}, got ${actual}`];
    }
    case 'enum':
      return (rule as JsonValue[]).includes(value as JsonValue)
        ? []
        : [`${at}: not one of ${JSON.stringify(rule)}`];
    case 'const':
      return value === rule ? [] : [`${at}: expected ${JSON.stringify(rule)}`];
    case 'required':
      return isObject
        ? (rule as string[]).filter((key) => !(key in record)).map((key) => `${at}.${key}: required`)
        : [];
    case 'properties':
      if (!isObject) return [];
      return Object.entries(rule as Record<string, JsonValue>).flatMap(([key, sub]) =>
        key in record ? validate(sub, record[key], root, `${at}.${key}`) : [],
      );
    case 'additionalProperties': {
      if (!isObject) return [];
      const known = new Set(Object.keys((schema.properties as Record<string, JsonValue> | undefined) ?? {}));
      return Object.keys(record)
        .filter((key) => !known.has(key))
        .flatMap((key) => validate(rule, record[key], root, `${at}.${key}`));
    }
    case 'maxProperties':
      return isObject && Object.keys(record).length > Number(rule)
        ? [`${at}: more than ${String(rule)} properties`]
        : [];
    case 'propertyNames':
      return isObject ? Object.keys(record).flatMap((key) => validate(rule, key, root, `${at}[${key}]`)) : [];
    case 'items':
      return Array.isArray(value)
        ? value.flatMap((item, index) => validate(rule, item, root, `${at}[${index}]`))
        : [];
    case 'anyOf':
      return (rule as JsonValue[]).some((option) => validate(option, value, root, at).length === 0)
        ? []
        : [`${at}: matches none of anyOf`];
    case 'oneOf':
      return (rule as JsonValue[]).filter((option) => validate(option, value, root, at).length === 0)
        .length === 1
        ? []
        : [`${at}: does not match exactly one of oneOf`];
    case 'allOf':
      return (rule as JsonValue[]).flatMap((option) => validate(option, value, root, at));
    case 'minimum':
      return typeof value === 'number' && value < Number(rule) ? [`${at}: below ${String(rule)}`] : [];
    case 'maximum':
      return typeof value === 'number' && value > Number(rule) ? [`${at}: above ${String(rule)}`] : [];
    case 'minLength':
      return typeof value === 'string' && value.length < Number(rule)
        ? [`${at}: shorter than ${String(rule)}`]
        : [];
    case 'maxLength':
      return typeof value === 'string' && value.length > Number(rule)
        ? [`${at}: longer than ${String(rule)}`]
        : [];
    case 'pattern':
      return typeof value === 'string' && !new RegExp(String(rule), 'u').test(value)
        ? [`${at}: does not match`]
        : [];
    default:
      throw new Error(`${at}: the test validator does not know the keyword ${keyword}`);
  }
}

/** The problems of `value` against a component schema of the document; none when it is valid. */
export const validateAgainst = (document: OpenApiDocument, schemaName: string, value: unknown): string[] =>
  validate({ $ref: `#/components/schemas/${schemaName}` }, value, document);

/** The problems of `value` against a schema of the document written in place (a parameter's). */
export const validateAgainstSchema = (
  document: OpenApiDocument,
  schema: JsonValue,
  value: unknown,
): string[] => validate(schema, value, document);
