import { escapeHtml } from '@manan/service-kit';

/** Descriptions mark names with backticks, as Markdown does: escaped text, with `x` as <code>x</code>. */
export function prose(value: string): string {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A JSON value, indented, inside <pre>. */
export function prettyJson(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}
