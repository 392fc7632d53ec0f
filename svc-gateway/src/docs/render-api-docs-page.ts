import { isReference, type HttpMethod, type OpenApiDocument, type OperationObject } from '@manan/contracts';
import { escapeHtml } from '@manan/service-kit';
import { prose } from './html';
import { operationAnchor, renderContent, renderOperation } from './render-operation';

export const openApiDocumentPath = '/api/openapi.json';

// Inline styles only: the gateway's CSP allows them, and the page has no script at all.
const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.55;color:#1f2933;background:#f7f8fa}
.page{max-width:960px;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:1.9rem;margin:0 0 .25rem}h2{font-size:1.4rem;margin:2.5rem 0 .25rem;padding-bottom:.3rem;border-bottom:1px solid #d9dee5}
h3{font-size:1.1rem;margin:0 0 .35rem;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
h4{font-size:.8rem;letter-spacing:.06em;text-transform:uppercase;color:#52606d;margin:1.1rem 0 .35rem}
a{color:#1d5fbf}a:focus-visible{outline:3px solid #9cc3ff;outline-offset:2px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
code{background:#eef1f5;padding:.05em .3em;border-radius:4px}
pre{background:#f2f4f7;border:1px solid #dde2e8;border-radius:6px;padding:.75rem;overflow-x:auto;margin:.4rem 0 0;line-height:1.4}
.muted{color:#52606d}.lead{font-size:1.05rem;max-width:46rem}
nav{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:.75rem 1.25rem;margin-top:1.25rem}
nav ul{margin:.2rem 0 .6rem;padding-left:1.1rem}nav li{margin:.1rem 0}nav h2{border:0;margin:.5rem 0 0;font-size:1rem;padding:0}
.operation{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
.method{font-size:.78rem;font-weight:700;letter-spacing:.05em;border-radius:4px;padding:.15em .5em;color:#fff}
.method.get{background:#2364aa}.method.post{background:#2e7d4f}.method.delete{background:#a12d2d}
.path{font-size:1em;background:none;padding:0}
.summary{margin:.1rem 0;font-weight:600}
.access{display:inline-block;margin:.35rem 0;font-size:.85rem;padding:.1em .55em;border-radius:999px;background:#fff4e0;color:#7a4b00}
.access.public{background:#e6f4ea;color:#1e5c33}
table{width:100%;border-collapse:collapse;font-size:.94rem}
th,td{text-align:left;vertical-align:top;padding:.45rem .5rem;border-top:1px solid #e4e7eb}
th{font-size:.8rem;color:#52606d;font-weight:600;border-top:0}
td:first-child{white-space:nowrap;width:1%}
tr.gateway td{color:#52606d;font-size:.9rem}
.status{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700}
.s2xx{color:#1e6b3a}.s3xx{color:#2364aa}.s4xx{color:#9a4d00}.s5xx{color:#a32020}
.content{margin-top:.4rem}.media-type{font-size:.8rem}
details{margin-top:.25rem}summary{cursor:pointer;color:#1d5fbf;font-size:.9rem}
ul.headers{margin:.3rem 0;padding-left:1.1rem;font-size:.9rem}
`;

interface ListedOperation {
  method: HttpMethod;
  path: string;
  operation: OperationObject;
}

/**
 * The readable page of /api/docs, rendered on the server from the OpenAPI document: operations grouped
 * by tag, then the errors the gateway answers for any of them. No script, so the CSP holds as it is.
 */
export function renderApiDocsPage(document: OpenApiDocument): string {
  const byTag = document.tags.map((tag) => ({ tag, operations: operationsTagged(document, tag.name) }));
  const contents = byTag
    .map(
      ({ tag, operations }) =>
        `<h2>${escapeHtml(tag.name)}</h2><ul>${operations
          .map(
            ({ method, path, operation }) =>
              `<li><a href="#${escapeHtml(operationAnchor(operation))}">${method.toUpperCase()} ${escapeHtml(path)}</a> <span class="muted">${prose(operation.summary)}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('\n');
  const sections = byTag
    .map(
      ({ tag, operations }) => `<section id="tag-${escapeHtml(tag.name)}">
<h2>${escapeHtml(tag.name)}</h2>
<p class="muted">${prose(tag.description)}</p>
${operations.map(({ method, path, operation }) => renderOperation(document, method, path, operation)).join('\n')}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${styles}</style>
</head>
<body>
<div class="page">
<header>
<h1>${escapeHtml(document.info.title)} <span class="muted">${escapeHtml(document.info.version)}</span></h1>
<p class="lead">${prose(document.info.description)}</p>
<p>The same, as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${openApiDocumentPath}">${openApiDocumentPath}</a></p>
</header>
<nav aria-label="Operations">
${contents}
<h2>Shared</h2><ul><li><a href="#gateway-errors">Errors any operation may answer</a></li></ul>
</nav>
<main>
${sections}
${renderGatewayErrors(document)}
</main>
</div>
</body>
</html>
`;
}

function operationsTagged(document: OpenApiDocument, tag: string): ListedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      return operation?.tags.includes(tag) ? [{ method, path, operation }] : [];
    }),
  );
}

function renderGatewayErrors(document: OpenApiDocument): string {
  const byStatus = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => Object.entries(operation.responses));
  const rows = Object.entries(document.components.responses).map(([name, response]) => {
    const ref = `#/components/responses/${name}`;
    const status = byStatus.find(([, used]) => isReference(used) && used.$ref === ref)?.[0] ?? '';
    return `<tr><td><span class="status s${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</span></td><td>${prose(response.description)}</td></tr>`;
  });
  const first = Object.values(document.components.responses)[0];
  return `<section id="gateway-errors">
<h2>Errors any operation may answer</h2>
<p class="muted">The gateway answers these itself, or passes on a service's, always as JSON <code>{error, code, requestId}</code>. An operation that lists the same status describes its own case.</p>
<table class="responses"><thead><tr><th>Status</th><th>When</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>
${first?.content ? renderContent(document, first.content) : ''}
</section>`;
}
