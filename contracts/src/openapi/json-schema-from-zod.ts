import { z } from 'zod';
import type { JsonSchema, JsonValue } from './openapi-types';

export const schemaRef = (name: string): string => `#/components/schemas/${name}`;

/**
 * Every body is described as its reader parses it (`io: 'input'`): requests by the service, responses
 * by the front ends. The output side would add `additionalProperties: false` to plain objects, whose
 * extra keys zod strips rather than refuses, so a client generated from it would reject answers the
 * front ends accept. zod throws on what JSON Schema cannot express, so such a schema fails the build.
 */
function zodToJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
}

/**
 * A zod schema as OpenAPI components: the schema itself under `name`, plus one component per entry of
 * zod's `$defs` (schemas with a registered `id`, and recursive ones). OpenAPI resolves `$ref` against
 * the whole document, so `#/$defs/X` and the root's `#` are rewritten to point at components.
 */
export function toComponentSchemas(name: string, schema: z.ZodType): Record<string, JsonSchema> {
  const { $schema: _dialect, $defs, ...root } = zodToJsonSchema(schema);
  const defName = (def: string) => `${name}_${def.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  const rewrite = (ref: string): string => {
    if (ref === '#') return schemaRef(name);
    if (ref.startsWith('#/$defs/')) return schemaRef(defName(unescapePointer(ref.slice('#/$defs/'.length))));
    return ref;
  };
  const components: Record<string, JsonSchema> = { [name]: toJsonObject(root, rewrite) };
  for (const [def, defSchema] of Object.entries($defs ?? {})) {
    components[defName(def)] = toJsonObject(defSchema, rewrite);
  }
  return components;
}

/** A small schema written in place (a parameter or a header); it must not need `$defs`. */
export function toInlineSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, $defs, ...root } = zodToJsonSchema(schema);
  if ($defs && Object.keys($defs).length > 0) {
    throw new Error('An inline schema cannot hold $defs; make it a component instead');
  }
  return toJsonObject(root, (ref) => ref);
}

function unescapePointer(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

function toJsonObject(value: unknown, rewriteRef: (ref: string) => string): JsonSchema {
  const json = toJson(value, rewriteRef);
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error('A JSON Schema must be an object');
  }
  return json;
}

/** Copies zod's output into plain JSON, rewriting every `$ref` on the way. */
function toJson(value: unknown, rewriteRef: (ref: string) => string): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} has no JSON form`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => toJson(item, rewriteRef));
  if (typeof value === 'object') {
    const copy: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      copy[key] = key === '$ref' && typeof item === 'string' ? rewriteRef(item) : toJson(item, rewriteRef);
    }
    return copy;
  }
  throw new Error(`A ${typeof value} has no JSON form`);
}
