import {asSentence, cleanLabel, listInProse} from './text';

/**
 * Describes a Mermaid sequence diagram as numbered messages between named participants, with the
 * loops and alternatives around them: "1. User to AI Agent: message. Loop, up to 8 tool calls: 2. …".
 */

/** Arrow forms, longest first so `-->>` is not read as `-->` followed by `>`. */
const MESSAGE = /^(.+?)\s*(?:<<-->>|<<->>|-->>|->>|--x|-x|--\)|-\)|-->|->)\s*[+-]?\s*(.+?)\s*:\s*(.*)$/;
const PARTICIPANT = /^(?:create\s+)?(?:participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$/;
const NOTE = /^note\s+(over|left of|right of)\s+([^:]+):\s*(.*)$/i;

/** Blocks and how they are announced; `rect` and `box` only colour or frame, so they are not. */
const BLOCKS: Record<string, string | null> = {
  loop: 'Loop',
  alt: 'Alternative',
  else: 'Otherwise',
  opt: 'Optional',
  par: 'In parallel',
  and: 'And in parallel',
  critical: 'Critical',
  option: 'Option',
  break: 'Break',
  rect: null,
  box: null,
};

export function describeSequence(lines: string[]): string[] {
  const names = new Map<string, string>();
  const name = (id: string) => {
    const trimmed = id.trim();
    if (!names.has(trimmed)) names.set(trimmed, trimmed);
    return names.get(trimmed)!;
  };
  const steps: string[] = [];
  const openBlocks: (string | null)[] = [];
  let count = 0;

  for (const line of lines) {
    const participant = PARTICIPANT.exec(line);
    if (participant) {
      const id = participant[1].trim();
      if (!names.has(id) || participant[2]) names.set(id, cleanLabel(participant[2] ?? id));
      continue;
    }
    const note = NOTE.exec(line);
    if (note) {
      const over = listInProse(note[2].split(',').map(name));
      steps.push(asSentence(`Note ${note[1].toLowerCase()} ${over}: ${cleanLabel(note[3])}`));
      continue;
    }
    const block = /^(\w+)\b\s*(.*)$/.exec(line);
    if (block && block[1] in BLOCKS) {
      const kind = BLOCKS[block[1]];
      if (block[1] !== 'else' && block[1] !== 'and') openBlocks.push(kind);
      const title = cleanLabel(block[2]);
      if (kind) steps.push(title ? `${kind}, ${title}:` : `${kind}:`);
      continue;
    }
    if (line === 'end') {
      const kind = openBlocks.pop();
      if (kind) steps.push(`End of ${kind.toLowerCase()}.`);
      continue;
    }
    const message = MESSAGE.exec(line);
    if (message) {
      const from = name(message[1]);
      const to = name(message[2]);
      count += 1;
      steps.push(asSentence(`${count}. ${from} to ${from === to ? 'itself' : to}: ${cleanLabel(message[3])}`));
    }
  }
  const between = names.size > 0 ? ` between ${listInProse([...names.values()])}` : '';
  return [asSentence(`Sequence diagram${between}`), ...steps];
}
