import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import openapiTS, {astToString} from 'openapi-typescript';
import {OPENAPI_PATH, loadSpec} from './openapi';

/**
 * Generates the TypeScript client types a reader would generate from the published description
 * (openapi-typescript), and typechecks code against them under `--strict`.
 */

// The parsed YAML is untyped; this walks it generically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export type RequestExample = {label: string; path: string; method: string; value: unknown};

/** Every named (or single) JSON request-body example of every operation. */
export function requestExamples(): RequestExample[] {
  const spec = loadSpec();
  const out: RequestExample[] = [];
  for (const [opPath, item] of Object.entries<Loose>(spec.paths)) {
    for (const [method, op] of Object.entries<Loose>(item)) {
      const media = op?.requestBody?.content?.['application/json'];
      if (!media) continue;
      const label = `${method.toUpperCase()} ${opPath}`;
      if (media.example !== undefined) out.push({label, path: opPath, method, value: media.example});
      for (const [name, example] of Object.entries<Loose>(media.examples ?? {})) {
        out.push({label: `${label} (${name})`, path: opPath, method, value: example.value});
      }
    }
  }
  return out;
}

/** The TypeScript type of an operation's JSON request body in the generated `paths`. */
export function requestBodyType(opPath: string, method: string): string {
  return `NonNullable<paths[${JSON.stringify(opPath)}][${JSON.stringify(method)}]['requestBody']>['content']['application/json']`;
}

/** A module that assigns `value` to the operation's request-body type. */
export function assignmentModule(opPath: string, method: string, value: unknown): string {
  return `import type {paths} from './mynah-api';\n\nexport const body: ${requestBodyType(opPath, method)} = ${JSON.stringify(value, null, 2)};\n`;
}

/**
 * Writes the generated types to a fresh directory and returns it. `defaultNonNullable: false`
 * (CLI `--default-non-nullable=false`): a field with a default, such as `card_width`, may be
 * left out of a request; the tool's default would make it required.
 */
export async function generateClientTypes(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mynah-api-types-'));
  const ast = await openapiTS(new URL(`file://${OPENAPI_PATH}`), {defaultNonNullable: false});
  fs.writeFileSync(path.join(dir, 'mynah-api.d.ts'), astToString(ast));
  return dir;
}

/** Typechecks the given modules (file name → source) beside the generated types; returns errors per file. */
export function typecheck(dir: string, modules: Record<string, string>): Record<string, string[]> {
  const files = Object.entries(modules).map(([name, source]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, source);
    return file;
  });
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const errors: Record<string, string[]> = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    errors[path.basename(file)] = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return errors;
}
