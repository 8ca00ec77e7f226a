import {emptyGraph, type Graph} from './graph';
import {cleanLabel} from './text';

/**
 * Reads the nodes, labels, arrows and subgraphs of a Mermaid flowchart: enough of the syntax to describe
 * a diagram in words, not to validate it (Mermaid does that when the diagram is rendered). What it does
 * not understand it skips.
 */

/** Node shapes by opening bracket, longest first, with the brackets that may close them. */
const SHAPES: [open: string, closers: string[]][] = [
  ['(((', [')))']],
  ['((', ['))']],
  ['([', ['])']],
  ['[[', [']]']],
  ['[(', [')]']],
  ['{{', ['}}']],
  ['[/', ['/]', '\\]']],
  ['[\\', ['\\]', '/]']],
  ['[', [']']],
  ['(', [')']],
  ['{', ['}']],
  ['>', [']']],
];

/** A node id: word characters, with single hyphens inside (`send-otp`), never the start of an arrow. */
const NODE_ID = /[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/uy;

/** An arrow with its text in the middle: `-- Sent -->`, `-. webhook .->`, `== yes ==>`. */
const ARROW_WITH_TEXT = /<?(?:--|==|-\.)(?![->.=])\s*(.+?)\s*(?:-{2,}>|={2,}>|\.-+>|-{3,}|={3,}|\.-+|--[ox]|==[ox])/uy;

/** An arrow with optional text after it: `-->`, `---`, `-.->`, `==>`, `~~~`, `--o`, `-->|Sent|`. */
const PLAIN_ARROW = /<?(?:-{2,}>|-{3,}|={2,}>|={3,}|-\.+->|-\.+-|~{3,}|--[ox](?=\s)|==[ox](?=\s))\s*(?:\|([^|]*)\|)?/uy;

/** Statements that style or script the diagram and say nothing about its content. */
const IGNORED = /^(classDef|class|style|linkStyle|click|direction)\b/;

export function parseFlowchart(lines: string[]): Graph {
  const graph = emptyGraph();
  const openGroups: string[] = [];
  const subgraphTitles = new Map<string, string>();
  for (const statement of lines.flatMap(splitStatements)) {
    if (IGNORED.test(statement)) continue;
    if (statement === 'end') {
      openGroups.pop();
      continue;
    }
    const subgraph = /^subgraph\b\s*(.*)$/.exec(statement);
    if (subgraph) {
      const {id, title} = readSubgraph(subgraph[1]);
      subgraphTitles.set(id, title);
      openGroups.push(title);
      continue;
    }
    new StatementReader(statement, graph, openGroups.at(-1)).read();
  }
  // An arrow may point at a subgraph by its id: name it by its title.
  for (const [id, title] of subgraphTitles) {
    if (graph.labels.get(id) === id) graph.labels.set(id, title);
  }
  return graph;
}

/** `subgraph id [Title]`, `subgraph id["Title"]`, `subgraph "Title"` or `subgraph Title words`. */
function readSubgraph(rest: string): {id: string; title: string} {
  const withId = /^([^\s[]+)\s*\[(.*)\]$/.exec(rest.trim());
  if (withId) return {id: withId[1], title: cleanLabel(withId[2])};
  const title = cleanLabel(rest);
  return {id: title, title};
}

/** Splits a line at semicolons outside quotes and brackets (`A-->B; B-->C`). */
function splitStatements(line: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && '[({'.includes(char)) depth++;
    else if (!quoted && '])}'.includes(char)) depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && char === ';') {
      statements.push(line.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(line.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}

/** Reads one statement: node groups (`A & B`) joined by arrows, e.g. `A["Ask"] -- yes --> B & C --> D`. */
class StatementReader {
  private position = 0;

  constructor(
    private readonly text: string,
    private readonly graph: Graph,
    private readonly group: string | undefined,
  ) {}

  read(): void {
    let sources = this.readNodeGroup();
    while (sources.length > 0) {
      const arrow = this.readArrow();
      if (!arrow) return;
      const targets = this.readNodeGroup();
      for (const from of sources) {
        for (const to of targets) this.graph.edges.push(arrow.label ? {from, to, label: arrow.label} : {from, to});
      }
      sources = targets;
    }
  }

  private readNodeGroup(): string[] {
    const ids: string[] = [];
    for (;;) {
      const id = this.readNode();
      if (!id) return ids;
      ids.push(id);
      this.skipSpaces();
      if (this.text[this.position] !== '&') return ids;
      this.position++;
    }
  }

  private readNode(): string | null {
    this.skipSpaces();
    const id = this.match(NODE_ID)?.[0];
    if (!id) return null;
    const label = this.readShapeLabel();
    if (label !== null) this.graph.labels.set(id, label);
    else if (!this.graph.labels.has(id)) this.graph.labels.set(id, id);
    if (this.group && !this.graph.groups.has(id)) this.graph.groups.set(id, this.group);
    this.match(/:::[\w-]+/y);
    return id;
  }

  /** The label in the brackets right after a node id, or null when there are none. */
  private readShapeLabel(): string | null {
    const rest = this.text.slice(this.position);
    if (rest.startsWith('@{')) return this.readShapeObject();
    const shape = SHAPES.find(([open]) => rest.startsWith(open));
    if (!shape) return null;
    const [open, closers] = shape;
    let cursor = this.position + open.length;
    let label: string;
    if (this.text[cursor] === '"') {
      const closingQuote = this.text.indexOf('"', cursor + 1);
      if (closingQuote === -1) return null;
      label = this.text.slice(cursor, closingQuote + 1);
      cursor = closingQuote + 1;
    } else {
      const ends = closers.map((c) => this.text.indexOf(c, cursor)).filter((i) => i !== -1);
      if (ends.length === 0) return null;
      label = this.text.slice(cursor, Math.min(...ends));
      cursor = Math.min(...ends);
    }
    const closer = closers.find((c) => this.text.startsWith(c, cursor));
    this.position = cursor + (closer?.length ?? 0);
    return cleanLabel(label);
  }

  /** Mermaid 11's `A@{ shape: rect, label: "Ask" }`: only the label matters here. */
  private readShapeObject(): string | null {
    const end = this.text.indexOf('}', this.position);
    const body = this.text.slice(this.position + 2, end === -1 ? undefined : end);
    this.position = end === -1 ? this.text.length : end + 1;
    const label = /label\s*:\s*("[^"]*"|[^,]+)/.exec(body);
    return label ? cleanLabel(label[1]) : null;
  }

  private readArrow(): {label?: string} | null {
    this.skipSpaces();
    const match = this.match(ARROW_WITH_TEXT) ?? this.match(PLAIN_ARROW);
    if (!match) return null;
    const label = match[1] === undefined ? '' : cleanLabel(match[1]);
    return label ? {label} : {};
  }

  private match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.position;
    const match = pattern.exec(this.text);
    if (match) this.position = pattern.lastIndex;
    return match;
  }

  private skipSpaces(): void {
    while (this.text[this.position] === ' ' || this.text[this.position] === '\t') this.position++;
  }
}
