import { invalidRequestMessage, type ErrorCode } from '@manan/contracts';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { fieldsOfIssues } from '../errors/error-body';

export interface ParseRequestOptions {
  /** The code of a refused request (default REQUEST.INVALID, kind `invalid`: 400). */
  code?: ErrorCode;
  /**
   * The message of a refused request: a fixed text, or one chosen from the issues' messages in order.
   * By default the first issue's message, so the schema's own messages (contracts') reach the user.
   */
  message?: string | ((messages: readonly string[]) => string);
}

/**
 * Parses a request body or query with its contract schema. A request the schema refuses becomes a
 * DomainError of kind `invalid` with `fields` (the first message of each field, `body` for the whole),
 * answered by the error middleware. An absent body (undefined or null) is read as `{}`, so a missing
 * body fails on its fields rather than on its type.
 */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  options: ParseRequestOptions = {},
): z.output<Schema> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const messages = issues.map((issue) => issue.message);
  const message =
    typeof options.message === 'function'
      ? options.message(messages)
      : (options.message ?? messages[0] ?? invalidRequestMessage);
  throw new DomainError(options.code ?? 'REQUEST.INVALID', 'invalid', message, {
    fields: fieldsOfIssues(issues),
    cause: parsed.error,
  });
}
