import { z } from 'zod';
import { identifierKinds } from '../privacy/identifier-kinds';
import { errorBodySchema } from './errors';

/** The most dismissals a request may carry, and the longest field name and dismissed text. */
export const dismissedIdentifierLimits = { count: 50, field: 120, text: 300 } as const;

export const identifierKindSchema = z.enum(identifierKinds);

/**
 * A finding the user marked "Not an identifier": the field it is in, its kind and the text found. The server
 * lets exactly that text of that kind in that field through; any other finding still stops the request.
 */
export const dismissedIdentifierSchema = z.object({
  field: z.string().min(1).max(dismissedIdentifierLimits.field),
  kind: identifierKindSchema,
  text: z.string().min(1).max(dismissedIdentifierLimits.text),
});

export const dismissedIdentifiersSchema = z
  .array(dismissedIdentifierSchema)
  .max(
    dismissedIdentifierLimits.count,
    `at most ${dismissedIdentifierLimits.count} findings may be dismissed`,
  )
  .optional()
  .meta({
    description:
      'Findings of the identifier guard the user dismissed as not identifying (field, kind and the text found).',
  });

/** One finding the server refused a request for: which field, what kind, the text and where it is. */
export const fieldIdentifierFindingSchema = z.object({
  field: z.string(),
  kind: identifierKindSchema,
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});

/**
 * 400 PRIVACY.IDENTIFIERS_FOUND: a free-text field still holds a possible patient identifier the user did
 * not dismiss. `fields` names the kinds per field; `identifiers` lists each finding, for the form to show.
 */
export const identifiersFoundErrorSchema = errorBodySchema
  .extend({
    error: errorBodySchema.shape.error.extend({ code: z.literal('PRIVACY.IDENTIFIERS_FOUND') }),
    identifiers: z.array(fieldIdentifierFindingSchema),
  })
  .meta({
    description:
      'A field holds a possible patient identifier that was not removed or dismissed; nothing was stored or sent on.',
  });

/**
 * The 400 of a request the guard checks: a validation error (`fields`), or PRIVACY.IDENTIFIERS_FOUND with
 * `identifiers` as well.
 */
export const guardedRequestErrorSchema = errorBodySchema
  .extend({ identifiers: z.array(fieldIdentifierFindingSchema).optional() })
  .meta({
    description:
      'The error body; with code PRIVACY.IDENTIFIERS_FOUND, `identifiers` lists each possible identifier by field, kind and text.',
  });

/** What was removed from a parsed blood report before it was returned: each kind and how often. */
export const removedIdentifiersSchema = z
  .array(z.object({ kind: identifierKindSchema, count: z.number().int().min(1) }))
  .meta({ description: 'Identifiers removed from the report text (by kind), to tell the user.' });

export type DismissedIdentifier = z.infer<typeof dismissedIdentifierSchema>;
export type FieldIdentifierFinding = z.infer<typeof fieldIdentifierFindingSchema>;
export type IdentifiersFoundError = z.infer<typeof identifiersFoundErrorSchema>;
export type RemovedIdentifiers = z.infer<typeof removedIdentifiersSchema>;
