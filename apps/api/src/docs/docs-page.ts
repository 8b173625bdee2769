import { createHash } from 'node:crypto';
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi';

/**
 * The API document as one HTML page, rendered on the server (no script, nothing from a CDN): a
 * section per route with its access, parameters, body fields with their allowed values,
 * examples and error answers. Its only style is inline, allowed by its hash in the page's
 * Content-Security-Policy.
 */

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 16px 48px;color:#1c2127}
h1{margin:24px 0 4px}h2{margin:32px 0 8px;border-bottom:1px solid #d3d8de;padding-bottom:4px}
pre{background:#f6f7f9;padding:8px;overflow:auto;white-space:pre-wrap}
code{background:#f6f7f9;padding:0 3px}
details{border:1px solid #d3d8de;border-radius:3px;margin:6px 0;padding:4px 8px}
summary{cursor:pointer}
.m{display:inline-block;min-width:56px;font-weight:600;text-align:center;border-radius:3px;color:#fff;margin-right:8px}
.get{background:#2d72d2}.post{background:#238551}.put{background:#c87619}.delete{background:#cd4246}.patch{background:#7961db}
.a{color:#5f6b7c;margin-left:8px}
table{border-collapse:collapse;width:100%;margin:6px 0}td,th{border:1px solid #d3d8de;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#f6f7f9}
`;

/** The Content-Security-Policy of the page: nothing but its own inline style. */
export const DOCS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escape = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JSON schema in a few words: type, allowed values and bounds. */
function describeSchema(schema: JsonSchema): string {
  const parts: string[] = [];
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(describeSchema).join(' or ');
  if (Array.isArray(schema.enum))
    parts.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  else if (schema.const !== undefined) parts.push(`exactly ${JSON.stringify(schema.const)}`);
  else if (schema.type === 'array' && schema.items)
    parts.push(`list of (${describeSchema(schema.items as JsonSchema)})`);
  else if (schema.type === 'object' && schema.properties)
    parts.push(`object with ${Object.keys(schema.properties as object).join(', ')}`);
  else if (schema.type !== undefined) parts.push(String(schema.type));
  else parts.push('any');
  const count = (n: unknown, what: string) => `${String(n)} ${what}${n === 1 ? '' : 's'}`;
  const bounds: [string, (v: unknown) => string][] = [
    ['minLength', (v) => `at least ${count(v, 'character')}`],
    ['maxLength', (v) => `at most ${count(v, 'character')}`],
    ['minimum', (v) => `≥ ${String(v)}`],
    ['maximum', (v) => `≤ ${String(v)}`],
    ['exclusiveMinimum', (v) => `> ${String(v)}`],
    ['exclusiveMaximum', (v) => `< ${String(v)}`],
    ['minItems', (v) => `at least ${count(v, 'item')}`],
    ['maxItems', (v) => `at most ${count(v, 'item')}`],
    ['pattern', (v) => `matching /${String(v)}/`],
    ['format', (v) => `format ${String(v)}`],
    ['default', (v) => `default ${JSON.stringify(v)}`],
  ];
  for (const [key, text] of bounds) if (schema[key] !== undefined) parts.push(text(schema[key]));
  return parts.join(', ');
}

/** A body's fields; a body of several shapes (by a path parameter, say) shows each shape once. */
function bodyFields(schema: JsonSchema): string {
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!variants) return fieldsTable(schema);
  const distinct = [...new Map(variants.map((v) => [JSON.stringify(v), v])).values()];
  return `<p>One of these ${distinct.length} shapes:</p>${distinct
    .map((v, i) => `<h5>Shape ${i + 1}</h5>${fieldsTable(v)}`)
    .join('')}`;
}

function fieldsTable(schema: JsonSchema): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escape(name)}</code></td><td>${required.has(name) ? 'yes' : ''}</td><td>${escape(describeSchema(field))}</td></tr>`,
  );
  const closed = schema.additionalProperties === false ? '<p>Unknown fields are refused (400).</p>' : '';
  return rows.length
    ? `<table><tr><th>field</th><th>required</th><th>values</th></tr>${rows.join('')}</table>${closed}`
    : `<p>No fields.</p>${closed}`;
}

function parametersTable(parameters: OpenApiParameter[]): string {
  const own = parameters.filter((p) => p.name !== undefined);
  if (!own.length) return '';
  const rows = own.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td>${escape(describeSchema(p.schema))}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>values</th></tr>${rows.join('')}</table>`;
}

function operationHtml(
  document: OpenApiDocument,
  method: string,
  path: string,
  op: OpenApiOperation,
): string {
  const json = op.requestBody?.content['application/json'];
  const examples = Object.values(json?.examples ?? {})
    .map((e) => `<p>${escape(e.summary)}</p><pre>${escape(JSON.stringify(e.value, null, 2))}</pre>`)
    .join('');
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const name = '$ref' in r ? r.$ref.split('/').pop()! : '';
      const description =
        '$ref' in r ? String(document.components.responses[name]?.description ?? '') : r.description;
      return `<tr><td>${status}</td><td>${escape(description)}</td></tr>`;
    })
    .join('');
  return `<details id="${escape(`${method}-${path}`)}"><summary><span class="m ${method}">${method.toUpperCase()}</span><code>${escape(path)}</code><span class="a">${escape(op.summary)}</span></summary>
<p>${escape(op.description).replace(/\n/g, '<br>')}</p>
${parametersTable(op.parameters)}
${json ? `<h4>Body (JSON or form-urlencoded)</h4>${bodyFields(json.schema)}` : ''}
${examples ? `<h4>Examples</h4>${examples}` : ''}
<h4>Answers</h4><table><tr><th>status</th><th>meaning</th></tr>${responses}</table>
</details>`;
}

/** The whole document as an HTML page. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(document, method, path, op)]);
    }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>The same document as OpenAPI 3.1: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a></p>
<pre>${escape(document.info.description)}</pre>
${sections}
</body></html>`;
}
