import {emptyGraph, type Graph} from './graph';
import {cleanLabel} from './text';

/**
 * Reads the states and transitions of a Mermaid state diagram into a Graph. `[*]` is "Start" where a
 * transition leaves it and "End" where one arrives; composite states (`state X { … }`) become groups.
 */

const TRANSITION = /^(\S+?)\s*-->\s*(\S+?)\s*(?::\s*(.*))?$/;
const ALIAS = /^state\s+"([^"]*)"\s+as\s+([\w-]+)/;
const DESCRIPTION = /^([\w-]+)\s*:\s*(.+)$/;
const COMPOSITE = /^state\s+(?:"([^"]*)"\s+as\s+)?([\w-]+)\s*\{$/;
const IGNORED = /^(classDef|class|style|direction)\b|^--$/;

const START = '[*] start';
const END = '[*] end';

export function parseStateDiagram(lines: string[]): Graph {
  const graph = emptyGraph();
  const openGroups: string[] = [];
  const title = (id: string) => graph.labels.get(id) ?? id;
  const addState = (id: string) => {
    if (!graph.labels.has(id)) graph.labels.set(id, id);
    if (openGroups.length > 0 && !graph.groups.has(id)) graph.groups.set(id, openGroups.at(-1)!);
  };
  let inNote = false;

  for (const line of lines) {
    if (inNote) {
      inNote = line !== 'end note';
      continue;
    }
    if (/^note\b/.test(line) && !line.includes(':')) {
      inNote = true;
      continue;
    }
    if (IGNORED.test(line) || /^note\b/.test(line)) continue; // one-line notes annotate, they add no state
    const composite = COMPOSITE.exec(line);
    if (composite) {
      if (composite[1]) graph.labels.set(composite[2], cleanLabel(composite[1]));
      openGroups.push(title(composite[2]));
      continue;
    }
    if (line === '}') {
      openGroups.pop();
      continue;
    }
    const alias = ALIAS.exec(line);
    if (alias) {
      graph.labels.set(alias[2], cleanLabel(alias[1]));
      addState(alias[2]);
      continue;
    }
    const transition = TRANSITION.exec(line);
    if (transition) {
      const from = transition[1] === '[*]' ? START : stripClass(transition[1]);
      const to = transition[2] === '[*]' ? END : stripClass(transition[2]);
      for (const id of [from, to]) {
        if (id === START || id === END) graph.labels.set(id, id === START ? 'Start' : 'End');
        else addState(id);
      }
      const label = transition[3] ? cleanLabel(transition[3]) : '';
      graph.edges.push(label ? {from, to, label} : {from, to});
      continue;
    }
    const description = DESCRIPTION.exec(line);
    if (description) {
      addState(description[1]);
      graph.labels.set(description[1], `${description[1]}: ${cleanLabel(description[2])}`);
    }
  }
  return graph;
}

function stripClass(id: string): string {
  return id.replace(/:::[\w-]+$/, '');
}
