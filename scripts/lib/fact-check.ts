/**
 * The product's checkable facts (writers/facts.yml) applied to doc pages: each fact
 * names a subject and the statements or values that would contradict the fact sheet,
 * and a page is flagged, with its line, wherever it states one of them.
 * Used by scripts/check-facts.ts (run in `npm run test:content`) and its unit test.
 */

/** A value stated near a subject: `pattern` captures it in a group named `value`. */
export type ValueRule = {
  pattern: string;
  /** The values the fact sheet allows, compared after trimming. */
  allowed?: string[];
  /** Or a regex the value must match (for id formats). */
  matches?: string;
};

/** Which JSON samples stand for a webhook body, and the keys that body must have. */
export type JsonRule = {
  /** Regex over the prose just before the fence: says the JSON is what an endpoint receives. */
  context: string;
  /** The sample is checked only when it has one of these top-level keys. */
  whenKeys: string[];
  /** Top-level keys every such body carries. */
  mustHave: string[];
};

export type Fact = {
  id: string;
  /** The fact in words, printed with each finding. */
  statement: string;
  /** Regexes that must each match the fact sheet: the sheet states the fact. */
  sheet: string[];
  /** Prose and tables (default), code samples, or both. */
  scope?: 'prose' | 'code' | 'all';
  /** Regex flags for every pattern of this fact (default none: case-sensitive). */
  flags?: string;
  /** The rule applies only to pages whose path, title or text matches this regex. */
  page?: string;
  /** A unit is checked only when it (or, with subjectInTitle, the page title) matches this regex. */
  subject?: string;
  subjectInTitle?: boolean;
  /** Statements that contradict the fact: any match is a finding. */
  conflicts?: string[];
  values?: ValueRule[];
  /** A unit matching this regex states the fact correctly (a caveat or the right value) and is not flagged. */
  unless?: string;
  json?: JsonRule;
};

/** One sentence, table row or code sample of a page, with the line it starts on. */
export type Unit = {line: number; text: string; kind: 'prose' | 'table' | 'code'; lang?: string; before?: string};

export type Finding = {file: string; line: number; fact: string; statement: string; found: string};

const FENCE = /^\s*(```+|~~~+)\s*([\w-]*)/;

function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Sentences split at a full stop, question or exclamation mark followed by a capital, mark-up or link. */
function sentences(paragraph: string, firstLine: number): Unit[] {
  const units: Unit[] = [];
  const boundary = /[.!?](?=\s+[A-Z*`[(“"])/g;
  let start = 0;
  const push = (end: number) => {
    const text = paragraph.slice(start, end).trim();
    if (text) {
      const offset = start + (paragraph.slice(start).length - paragraph.slice(start).trimStart().length);
      const line = firstLine + (paragraph.slice(0, offset).match(/\n/g)?.length ?? 0);
      units.push({line, text: text.replace(/\s*\n\s*/g, ' '), kind: 'prose'});
    }
  };
  for (const match of paragraph.matchAll(boundary)) {
    push(match.index + 1);
    start = match.index + 1;
  }
  push(paragraph.length);
  return units;
}

/**
 * Splits a Markdown page into the units facts are checked in: prose sentences (list items
 * and headings are paragraphs of their own), table rows read as "Header: cell" pairs so a
 * row carries its column names, and fenced code samples with the paragraph before them.
 */
export function pageUnits(markdown: string): Unit[] {
  const lines = markdown.split('\n');
  const units: Unit[] = [];
  let paragraph: string[] = [];
  let paragraphLine = 0;
  let lastProse = '';
  const flush = () => {
    if (paragraph.length) {
      const text = paragraph.join('\n');
      units.push(...sentences(text, paragraphLine));
      lastProse = text;
    }
    paragraph = [];
  };
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const start = i;
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) {
        body.push(lines[i]);
        i += 1;
      }
      units.push({
        line: start + 1,
        text: body.join('\n'),
        kind: 'code',
        lang: fence[2] || undefined,
        before: lastProse,
      });
      i += 1;
      continue;
    }
    if (line.trim().startsWith('|')) {
      flush();
      const header = tableCells(line);
      i += 1;
      if (i < lines.length && /^\s*\|?\s*:?-{2,}/.test(lines[i])) i += 1;
      units.push({line: i - 1, text: header.join(' | '), kind: 'table'});
      while (i < lines.length && lines[i].trim().startsWith('|')) {
        const cells = tableCells(lines[i]);
        const text = cells.map((cell, c) => (header[c] ? `${header[c]}: ${cell}` : cell)).join(' | ');
        units.push({line: i + 1, text, kind: 'table'});
        i += 1;
      }
      continue;
    }
    const blank = line.trim() === '';
    const startsBlock = /^\s*(#{1,6} |[-*+] |\d+\. |:::|>)/.test(line);
    if (blank || startsBlock) flush();
    if (!blank) {
      if (!paragraph.length) paragraphLine = i + 1;
      paragraph.push(line);
    }
    i += 1;
  }
  flush();
  return units;
}

function regex(source: string, flags = ''): RegExp {
  return new RegExp(source, `${flags.replace(/[gu]/g, '')}u`);
}

function topLevelKeys(code: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(code);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed) : undefined;
  } catch {
    return undefined;
  }
}

/** What one fact finds wrong in one unit: the conflicting text, or undefined. */
function conflictIn(fact: Fact, unit: Unit, title: string): string | undefined {
  const flags = fact.flags ?? '';
  const scope = fact.scope ?? 'prose';
  if (unit.kind === 'code' ? scope === 'prose' && !fact.json : scope === 'code') return undefined;
  if (fact.json) {
    if (unit.kind !== 'code' || !regex(fact.json.context, flags).test(unit.before ?? '')) return undefined;
    const keys = topLevelKeys(unit.text);
    if (!keys || !fact.json.whenKeys.some((key) => keys.includes(key))) return undefined;
    const missing = fact.json.mustHave.filter((key) => !keys.includes(key));
    return missing.length ? `JSON body with keys {${keys.join(', ')}}, missing ${missing.join(', ')}` : undefined;
  }
  if (fact.subject) {
    const subject = regex(fact.subject, flags);
    if (!subject.test(unit.text) && !(fact.subjectInTitle && subject.test(title))) return undefined;
  }
  if (fact.unless && regex(fact.unless, flags).test(unit.text)) return undefined;
  for (const conflict of fact.conflicts ?? []) {
    const match = regex(conflict, flags).exec(unit.text);
    if (match) return match[0];
  }
  for (const rule of fact.values ?? []) {
    for (const match of unit.text.matchAll(new RegExp(rule.pattern, `${flags.replace(/[gu]/g, '')}gu`))) {
      const value = (match.groups?.value ?? '').trim();
      const allowed = rule.allowed ? rule.allowed.includes(value) : regex(rule.matches ?? '', flags).test(value);
      if (!allowed) return match[0];
    }
  }
  return undefined;
}

/** Every statement on one page that contradicts one of the facts. */
export function checkPage(file: string, markdown: string, facts: Fact[]): Finding[] {
  const title = /^---\n[\s\S]*?^title:\s*(.*)$/m.exec(markdown)?.[1] ?? '';
  const units = pageUnits(markdown);
  const findings: Finding[] = [];
  for (const fact of facts) {
    if (fact.page && !regex(fact.page, fact.flags).test(`${file}\n${markdown}`)) continue;
    for (const unit of units) {
      const found = conflictIn(fact, unit, title);
      if (found) findings.push({file, line: unit.line, fact: fact.id, statement: fact.statement, found});
    }
  }
  return findings;
}

/** Problems with the fact sheet itself: a fact it does not state, or a value it contradicts. */
export function checkSheet(file: string, sheet: string, facts: Fact[]): string[] {
  const problems: string[] = [];
  for (const fact of facts) {
    for (const pattern of fact.sheet) {
      if (!regex(pattern, `${fact.flags ?? ''}m`).test(sheet)) {
        problems.push(`${file}: does not state "${fact.statement}" (${fact.id}: no match for /${pattern}/)`);
      }
    }
  }
  for (const finding of checkPage(file, sheet, facts)) {
    problems.push(`${file}:${finding.line}: contradicts ${finding.fact} ("${finding.statement}"): ${finding.found}`);
  }
  return problems;
}

/** A fact list read from YAML, with the shape checked so a typo fails loudly. */
export function parseFacts(data: unknown): Fact[] {
  if (!data || typeof data !== 'object' || !Array.isArray((data as {facts?: unknown}).facts)) {
    throw new Error('facts file must have a top-level "facts" list');
  }
  const facts = (data as {facts: Fact[]}).facts;
  const ids = new Set<string>();
  for (const fact of facts) {
    if (!fact.id || !fact.statement || !Array.isArray(fact.sheet) || !fact.sheet.length) {
      throw new Error(`fact ${fact.id ?? '(no id)'} needs id, statement and at least one sheet pattern`);
    }
    if (ids.has(fact.id)) throw new Error(`fact ${fact.id} is defined twice`);
    ids.add(fact.id);
    if (!fact.conflicts?.length && !fact.values?.length && !fact.json) {
      throw new Error(`fact ${fact.id} has no conflicts, values or json rule, so it can never fail`);
    }
    for (const source of [
      fact.subject,
      fact.unless,
      fact.page,
      ...(fact.conflicts ?? []),
      ...(fact.values ?? []).map((v) => v.pattern),
      ...fact.sheet,
    ]) {
      if (source !== undefined) regex(source, fact.flags);
    }
  }
  return facts;
}
