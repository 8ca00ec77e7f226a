import {describeGraph} from './graph';
import {parseFlowchart} from './flowchart';
import {describeSequence} from './sequence';
import {parseStateDiagram} from './state';
import {asSentence, cleanLabel} from './text';

/**
 * The text alternative of a Mermaid diagram, for the `alt` of its image.
 *
 * A writer's own words come first: the diagram's `accTitle` and `accDescr` (Mermaid's accessibility
 * fields). Without `accDescr`, the description is built from the source: flowcharts and state diagrams
 * as the paths their arrows take, sequence diagrams as numbered messages. Other diagram types list the
 * text the rendered diagram shows (`renderedTexts`, collected by the render step).
 */
export function diagramAltText(source: string, renderedTexts: string[] = []): string {
  const {lines, accTitle, accDescr, title} = readSource(source);
  const heading = accTitle ?? title;
  const description = accDescr ?? describe(lines, renderedTexts);
  return heading ? `${asSentence(heading)} ${description}` : description;
}

/** Diagram types by the keyword that starts them, for the types described from their rendered text. */
const TYPE_NAMES: Record<string, string> = {
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  journey: 'User journey',
  mindmap: 'Mind map',
  timeline: 'Timeline',
  gitGraph: 'Git graph',
  quadrantChart: 'Quadrant chart',
  'xychart-beta': 'Chart',
  sankey: 'Sankey diagram',
  'sankey-beta': 'Sankey diagram',
  block: 'Block diagram',
  'block-beta': 'Block diagram',
};

function describe(lines: string[], renderedTexts: string[]): string {
  const [header = '', ...body] = lines;
  const keyword = header.split(/\s+/)[0];
  if (keyword === 'flowchart' || keyword === 'graph') return withType('Flowchart', describeGraph(parseFlowchart(body)));
  if (keyword === 'sequenceDiagram') return describeSequence(body).join(' ');
  if (keyword.startsWith('stateDiagram')) return withType('State diagram', describeGraph(parseStateDiagram(body)));
  const texts = renderedTexts.map(cleanLabel).filter(Boolean);
  return withType(TYPE_NAMES[keyword] ?? 'Diagram', texts.length > 0 ? [asSentence(texts.join(', '))] : []);
}

function withType(type: string, sentences: string[]): string {
  return sentences.length > 0 ? `${type}: ${sentences.join(' ')}` : asSentence(type);
}

interface Source {
  /** Statements, trimmed, without comments, directives, front matter and accessibility fields. */
  lines: string[];
  accTitle?: string;
  accDescr?: string;
  /** `title:` from the diagram's front matter. */
  title?: string;
}

function readSource(source: string): Source {
  const result: Source = {lines: []};
  let lines = source.split(/\r?\n/).map((line) => line.trim());
  const firstLine = lines.findIndex(Boolean);
  if (lines[firstLine] === '---') {
    const close = lines.indexOf('---', firstLine + 1);
    for (const line of lines.slice(firstLine + 1, close)) {
      const title = /^title:\s*(.+)$/.exec(line);
      if (title) result.title = cleanLabel(title[1].replace(/^'(.*)'$/, '$1'));
    }
    lines = lines.slice(close + 1);
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line || line.startsWith('%%')) continue;
    const field = /^(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (field) {
      result[field[1] as 'accTitle' | 'accDescr'] = cleanLabel(field[2]);
      continue;
    }
    if (/^accDescr\s*\{/.test(line)) {
      const parts = [line.replace(/^accDescr\s*\{/, '')];
      while (i + 1 < lines.length && !parts.at(-1)!.includes('}')) parts.push(lines[++i]);
      result.accDescr = cleanLabel(parts.join(' ').replace(/\}.*$/, ''));
      continue;
    }
    result.lines.push(line);
  }
  return result;
}
