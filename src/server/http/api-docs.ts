import type { OpenAPIObject } from 'trpc-to-openapi';
import { escapeHtml } from '../web/html.js';


interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
}

/** A readable page of the REST API, made from the OpenAPI document; no scripts, so the strict CSP holds. */
export function apiDocsPage(doc: OpenAPIObject): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => `${p.name}${p.required ? '' : '?'} (${p.in})`).join(', ');
      rows.push(
        `<tr><td><code class="m ${method}">${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml(params)}${op.requestBody ? ' JSON body' : ''}</td>` +
          `<td>${op.security?.length ? 'Bearer token' : 'public'}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1f2933}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e4e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}
code.m{font-weight:700}.get{color:#0b7a3e}.post{color:#1f5fbf}.put{color:#a15c00}.delete{color:#b42318}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)} — REST API</h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).
Send <code>Authorization: Bearer &lt;token&gt;</code> with the token from <code>POST /api/users/login</code>.
Money is in rupees; errors are <code>{ "message": "…" }</code> with the HTTP status.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Input</th><th>Access</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></main></body></html>`;
}
