import {
  isReference,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
  type Reference,
} from '@manan/contracts';
import { escapeHtml } from '@manan/service-kit';
import { prettyJson, prose } from './html';

/** The id of an operation's <article>, for the page's table of contents. */
export const operationAnchor = (operation: OperationObject): string => `op-${operation.operationId}`;

/** One operation: method, path, summary, who may call it, parameters, request body and responses. */
export function renderOperation(
  document: OpenApiDocument,
  method: HttpMethod,
  path: string,
  operation: OperationObject,
): string {
  const isPublic = operation.security !== undefined && operation.security.length === 0;
  const cookie = document.components.securitySchemes.session?.name ?? 'session';
  const access = isPublic
    ? '<p class="access public">No session needed</p>'
    : `<p class="access">Needs a session (the <code>${escapeHtml(cookie)}</code> cookie)</p>`;
  return `<article class="operation" id="${escapeHtml(operationAnchor(operation))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p class="summary">${prose(operation.summary)}</p>
${access}
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${operation.parameters?.length ? renderParameters(operation.parameters) : ''}
${renderRequestBody(document, operation)}
${renderResponses(document, operation)}
</article>`;
}

function renderParameters(parameters: ParameterObject[]): string {
  const rows = parameters
    .map(
      (parameter) => `<tr>
<td><code>${escapeHtml(parameter.name)}</code></td>
<td>${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}</td>
<td>${prose(parameter.description ?? '')} ${schemaDetails('Schema', parameter.schema)}</td>
</tr>`,
    )
    .join('\n');
  return `<h4>Parameters</h4>
<table><thead><tr><th>Name</th><th>In</th><th>Description</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function renderRequestBody(document: OpenApiDocument, operation: OperationObject): string {
  const body = operation.requestBody;
  if (!body) return '<h4>Request body</h4><p class="muted">None.</p>';
  return `<h4>Request body${body.required ? '' : ' <span class="muted">(optional)</span>'}</h4>
${body.description ? `<p>${prose(body.description)}</p>` : ''}
${renderContent(document, body.content)}`;
}

function renderResponses(document: OpenApiDocument, operation: OperationObject): string {
  const rows = Object.entries(operation.responses)
    .map(([status, response]) => renderResponseRow(document, status, response))
    .join('\n');
  return `<h4>Responses</h4>
<table class="responses"><thead><tr><th>Status</th><th>Description</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

function renderResponseRow(document: OpenApiDocument, status: string, response: ResponseObject | Reference) {
  const statusClass = `status s${escapeHtml(status.charAt(0))}xx`;
  if (isReference(response)) {
    // The gateway's own errors are described once, at the end of the page.
    const name = response.$ref.split('/').pop() ?? '';
    const shared = document.components.responses[name];
    return `<tr class="gateway"><td><span class="${statusClass}">${escapeHtml(status)}</span></td>
<td>${prose(shared?.description ?? response.$ref)} <a href="#gateway-errors">(shared)</a></td></tr>`;
  }
  const headers = Object.entries(response.headers ?? {})
    .map(([name, header]) => `<li>Header <code>${escapeHtml(name)}</code>: ${prose(header.description)}</li>`)
    .join('');
  return `<tr><td><span class="${statusClass}">${escapeHtml(status)}</span></td>
<td>${prose(response.description)}
${headers ? `<ul class="headers">${headers}</ul>` : ''}
${response.content ? renderContent(document, response.content) : ''}</td></tr>`;
}

/** Each media type with its schema: a component is shown by name, resolved, pretty-printed. */
export function renderContent(document: OpenApiDocument, content: Record<string, MediaTypeObject>): string {
  return Object.entries(content)
    .map(([mediaType, { schema }]) => {
      const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
      const name = ref?.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : '';
      const resolved = (name && document.components.schemas[name]) || schema;
      return `<div class="content"><code class="media-type">${escapeHtml(mediaType)}</code>
${schemaDetails(name ? `Schema ${name}` : 'Schema', resolved)}</div>`;
    })
    .join('\n');
}

function schemaDetails(label: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(label)}</summary>${prettyJson(schema)}</details>`;
}
