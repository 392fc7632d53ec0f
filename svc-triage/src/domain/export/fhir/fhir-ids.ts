import { createHash } from 'node:crypto';

/**
 * A stable UUID for one resource of one case (SHA-1 name-based, RFC 9562 version 5 layout), so the same
 * case exports the same ids every time and a hospital importing it twice recognises its resources.
 */
export function resourceUuid(caseId: string, name: string): string {
  const bytes = createHash('sha1').update(`manan-case:${caseId}:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How a resource in a Bundle is referred to by the others. */
export const urnOf = (uuid: string): string => `urn:uuid:${uuid}`;
