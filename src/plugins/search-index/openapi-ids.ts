import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchRecord} from '../../search/records';

/**
 * Operation ids of the site's OpenAPI descriptions ("getUserEvents", "createTicket"): developers paste
 * them from generated clients and SDKs, but the operation pages never print them. The build reads the
 * published description (api/*.json under the build) and adds each id to the line of its page that
 * names the method and path, so a pasted id finds its page and its words ("get user events") count.
 */
type OpenApi = {openapi?: string; paths?: Record<string, Record<string, {operationId?: string} | unknown>>};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const OPERATION_LINE = /^(GET|POST|PUT|PATCH|DELETE)\s*(\/\S*)$/;

/** "METHOD /path" → operationId, from every OpenAPI JSON file directly under `<outDir>/api`. */
export async function readOperationIds(outDir: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const dir = path.join(outDir, 'api');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
    let spec: OpenApi;
    try {
      spec = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as OpenApi;
    } catch {
      continue;
    }
    if (!spec.openapi || !spec.paths) continue;
    for (const [route, operations] of Object.entries(spec.paths)) {
      for (const method of METHODS) {
        const id = (operations[method] as {operationId?: unknown} | undefined)?.operationId;
        if (typeof id === 'string' && !ids.has(`${method.toUpperCase()} ${route}`))
          ids.set(`${method.toUpperCase()} ${route}`, id);
      }
    }
  }
  return ids;
}

/**
 * The page's records with its operation id added to the line that names the method and path
 * ("GET/users/{user_id}/events" → "GET/users/{user_id}/events · getUserEvents"). Record ids do not change.
 */
export function withOperationIds(records: SearchRecord[], ids: Map<string, string>): SearchRecord[] {
  if (ids.size === 0) return records;
  let done = false;
  return records.map((record) => {
    const m = !done && record.type === 'content' ? OPERATION_LINE.exec(record.content ?? '') : null;
    const id = m && ids.get(`${m[1]} ${m[2]}`);
    if (!id) return record;
    done = true;
    return {...record, content: `${record.content} · ${id}`};
  });
}
