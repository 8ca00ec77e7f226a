/**
 * Code samples (curl, JavaScript, Python) for an API operation, built from the
 * operation's examples. Plain string work, so API pages show samples without
 * loading the plugin's code generator.
 */
export type ApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: {example?: unknown; default?: unknown; type?: string};
};

export type ApiOperation = {
  method: string;
  path: string;
  servers?: {url: string}[];
  parameters?: ApiParameter[];
  jsonRequestBodyExample?: unknown;
};

export const API_KEY_HEADER = 'x-api-key';
const DEFAULT_SERVER = 'https://us.api.mynah.app/v1';

function exampleOf(param: ApiParameter): unknown {
  return param.example ?? param.schema?.example ?? param.schema?.default;
}

/** The request a sample sends: full URL with path and query examples filled in, headers and body. */
export function sampleRequest(op: ApiOperation) {
  const base = op.servers?.[0]?.url ?? DEFAULT_SERVER;
  const params = op.parameters ?? [];
  let path = op.path;
  for (const p of params.filter((x) => x.in === 'path')) {
    path = path.replace(`{${p.name}}`, encodeURIComponent(String(exampleOf(p) ?? p.name)));
  }
  const query = params
    .filter((p) => p.in === 'query' && (p.required || exampleOf(p) !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleOf(p) ?? ''))}`);
  const url = `${base.replace(/\/$/, '')}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const headers: [string, string][] = [[API_KEY_HEADER, '$MYNAH_API_KEY']];
  for (const p of params.filter((x) => x.in === 'header' && (x.required || exampleOf(x) !== undefined))) {
    headers.push([p.name, String(exampleOf(p) ?? '')]);
  }
  const body = op.jsonRequestBodyExample;
  if (body !== undefined) headers.push(['Content-Type', 'application/json']);
  return {method: op.method.toUpperCase(), url, headers, body};
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(op: ApiOperation): string {
  const {method, url, headers, body} = sampleRequest(op);
  const lines = [`curl -X ${method} "${url}"`];
  for (const [name, value] of headers) {
    lines.push(name === API_KEY_HEADER ? `-H "${name}: ${value}"` : `-H ${shellQuote(`${name}: ${value}`)}`);
  }
  if (body !== undefined) lines.push(`-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  return lines.join(' \\\n  ');
}

export function javascriptSample(op: ApiOperation): string {
  const {method, url, headers, body} = sampleRequest(op);
  const headerLines = headers.map(([name, value]) =>
    name === API_KEY_HEADER ? `    '${name}': process.env.MYNAH_API_KEY,` : `    '${name}': ${JSON.stringify(value)},`,
  );
  const bodyLine =
    body !== undefined ? `\n  body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}),` : '';
  return `const response = await fetch(${JSON.stringify(url)}, {
  method: '${method}',
  headers: {
${headerLines.join('\n')}
  },${bodyLine}
});
if (!response.ok) {
  const {error} = await response.json();
  throw new Error(\`\${error.code}: \${error.message} (request \${error.request_id})\`);
}
const data = ${method === 'DELETE' ? 'response.status === 204 ? null : ' : ''}await response.json();
console.log(data);`;
}

/** JSON rendered as a Python literal (True/False/None). */
export function toPython(value: unknown, indent = 0): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${toPython(v, indent + 1)}`).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${toPython(v, indent + 1)}`).join(',\n')},\n${end}}`;
}

export function pythonSample(op: ApiOperation): string {
  const {method, url, headers, body} = sampleRequest(op);
  const headerLines = headers
    .filter(([name]) => name !== 'Content-Type')
    .map(([name, value]) =>
      name === API_KEY_HEADER
        ? `        "${name}": os.environ["MYNAH_API_KEY"],`
        : `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`,
    );
  const bodyArg = body !== undefined ? `\n    json=${toPython(body, 1)},` : '';
  return `import os
import requests

response = requests.request(
    "${method}",
    ${JSON.stringify(url)},
    headers={
${headerLines.join('\n')}
    },${bodyArg}
    timeout=30,
)
response.raise_for_status()
print(response.json() if response.content else response.status_code)`;
}
