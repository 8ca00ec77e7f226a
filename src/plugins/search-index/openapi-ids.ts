import fs from 'node:fs/promises';
import yaml from 'js-yaml';
import type {SearchRecord} from '../../search/records';

/**
 * Operation ids of the site's OpenAPI description ("getUserEvents", "createTicket"): developers paste
 * them from generated clients and SDKs, but the operation pages never print them. The build reads the
 * description's source (openapi/mynah.yaml) and adds each id to the line of its page that names the
 * method and path, so a pasted id finds its page and its words ("get user events") count.
 * Not the published copy under the build: the plugin that writes it runs its postBuild at the same
 * time as the search index's, so the shipped index had the ids or not depending on which finished first.
 */
type OpenApi = {openapi?: string; paths?: Record<string, Record<string, {operationId?: string} | unknown>>};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const OPERATION_LINE = /^(GET|POST|PUT|PATCH|DELETE)\s*(\/\S*)$/;

/** "METHOD /path" → operationId, from the OpenAPI description at `specFile` (YAML or JSON). */
export async function readOperationIds(specFile: string): Promise<Map<string, string>> {
  const spec = yaml.load(await fs.readFile(specFile, 'utf8')) as OpenApi;
  if (!spec?.openapi || !spec.paths) throw new Error(`${specFile} is not an OpenAPI description with paths.`);
  const ids = new Map<string, string>();
  for (const [route, operations] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const id = (operations[method] as {operationId?: unknown} | undefined)?.operationId;
      if (typeof id === 'string') ids.set(`${method.toUpperCase()} ${route}`, id);
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
