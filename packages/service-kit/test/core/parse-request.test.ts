import { z } from 'zod';
import { DomainError, parseRequest } from '../../src';

const schema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(5, 'Name is too long'),
  note: z.string().max(3, 'Note is too long').optional(),
});

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe('parseRequest', () => {
  it('when the request fits the schema, then it answers the parsed value', () => {
    expect(parseRequest(schema, { name: '  Ada ' })).toEqual({ name: 'Ada' });
  });

  it("when fields fail, then a 400 REQUEST.INVALID with the first issue's message and one message per field", () => {
    const error = refusal(() => parseRequest(schema, { name: 'Adalbert', note: 'long note' }));
    expect(error).toMatchObject({ code: 'REQUEST.INVALID', kind: 'invalid', httpStatus: 400 });
    expect(error.message).toBe('Name is too long');
    expect(error.details.fields).toEqual({ name: 'Name is too long', note: 'Note is too long' });
  });

  it('when the body is absent, then it is read as {} and fails on its fields', () => {
    const error = refusal(() => parseRequest(schema, undefined));
    expect(error.message).toBe('Name is required');
    expect(error.details.fields).toEqual({ name: 'Name is required' });
  });

  it('when the body is not an object, then the issue is filed under `body`', () => {
    const error = refusal(() => parseRequest(schema, 'text'));
    expect(Object.keys(error.details.fields ?? {})).toEqual(['body']);
  });

  it('when a code and a fixed message are given, then the refusal has them', () => {
    const error = refusal(() =>
      parseRequest(schema, {}, { code: 'CASES.INVALID_PAGE', message: 'Not a page' }),
    );
    expect(error).toMatchObject({ code: 'CASES.INVALID_PAGE', message: 'Not a page' });
  });

  it("when the message is chosen from the issues, then it is given every issue's message in order", () => {
    const seen: string[][] = [];
    const error = refusal(() =>
      parseRequest(
        schema,
        { name: '', note: 'long note' },
        {
          message: (messages) => {
            seen.push([...messages]);
            return messages.at(-1) ?? 'none';
          },
        },
      ),
    );
    expect(seen).toEqual([['Name is required', 'Note is too long']]);
    expect(error.message).toBe('Note is too long');
  });
});
