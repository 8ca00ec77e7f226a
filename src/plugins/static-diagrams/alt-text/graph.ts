import {asSentence} from './text';

/** A diagram of boxes and arrows, as the flowchart and state-diagram describers read it. */
export interface Graph {
  /** Labels by node id, in the order the nodes first appear in the source. */
  labels: Map<string, string>;
  edges: {from: string; to: string; label?: string}[];
  /** The group (subgraph or composite state) each node first appeared in, by node id. */
  groups: Map<string, string>;
}

export function emptyGraph(): Graph {
  return {labels: new Map(), edges: [], groups: new Map()};
}

/**
 * Sentences that walk the arrows: one per node with outgoing arrows, listing where each goes (with the
 * arrow's label in brackets), and running on through a node that leads to exactly one other node, so a
 * straight path reads as one chain: "Ask phone → Send OTP → (Sent) Verify OTP; (Error) Retry."
 * A sentence whose nodes all sit in one group starts with the group's name; nodes without arrows are
 * listed at the end, by group.
 */
export function describeGraph(graph: Graph): string[] {
  const label = (id: string) => graph.labels.get(id) ?? id;
  const outgoing = new Map<string, Graph['edges']>();
  for (const edge of graph.edges) outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);

  const sentences: string[] = [];
  const described = new Set<string>();
  for (const start of outgoing.keys()) {
    if (described.has(start)) continue;
    const members = [start];
    let text = label(start);
    let current = start;
    for (;;) {
      described.add(current);
      const edges = outgoing.get(current)!;
      text += ` → ${edges.map((e) => (e.label ? `(${e.label}) ` : '') + label(e.to)).join('; ')}`;
      members.push(...edges.map((e) => e.to));
      const next = edges.length === 1 ? edges[0].to : null;
      if (next === null || described.has(next) || !outgoing.has(next)) break;
      current = next;
    }
    sentences.push(asSentence(withGroup(graph, members, text)));
  }

  const connected = new Set(graph.edges.flatMap((e) => [e.from, e.to]));
  const loneByGroup = new Map<string, string[]>();
  for (const id of graph.labels.keys()) {
    if (connected.has(id)) continue;
    const group = graph.groups.get(id) ?? '';
    loneByGroup.set(group, [...(loneByGroup.get(group) ?? []), label(id)]);
  }
  for (const [group, labels] of loneByGroup) {
    sentences.push(asSentence(group ? `${group}: ${labels.join('; ')}` : labels.join('; ')));
  }
  return sentences;
}

function withGroup(graph: Graph, members: string[], text: string): string {
  const group = graph.groups.get(members[0]);
  return group && members.every((id) => graph.groups.get(id) === group) ? `${group}: ${text}` : text;
}
