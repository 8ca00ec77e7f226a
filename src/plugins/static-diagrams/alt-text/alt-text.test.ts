import {describe, expect, it} from 'vitest';
import {diagramAltText} from './index';

const diagram = (...lines: string[]) => lines.join('\n');

describe('the text alternative of a flowchart', () => {
  it('walks the arrows from the first node, with edge labels in brackets and branches separated', () => {
    const source = diagram(
      'flowchart LR',
      '  P["Phone node: ask number"] --> S["Send OTP: SMS, 6 digits"]',
      '  S -- Sent --> T["Text: code sent"]',
      '  T --> V["Verify OTP"]',
      '  S -- "Rate limited" --> W["Text: wait"]',
      '  S -->|Error| E["Text: check the number"]',
      '  E --> P',
    );
    expect(diagramAltText(source)).toBe(
      'Flowchart: Phone node: ask number → Send OTP: SMS, 6 digits → (Sent) Text: code sent; ' +
        '(Rate limited) Text: wait; (Error) Text: check the number. Text: code sent → Verify OTP. ' +
        'Text: check the number → Phone node: ask number.',
    );
  });

  it('reads every node shape, chained arrows, & groups, dotted and thick arrows', () => {
    const source = diagram(
      'graph TD',
      '  A([Start]) --> B{Valid?} -.-> C[(Orders DB)]',
      '  B ==> D((Done)) & E>Flag]',
      '  F[/Upload/] --- G{{Hexagon}}',
    );
    expect(diagramAltText(source)).toBe('Flowchart: Start → Valid? → Orders DB; Done; Flag. Upload → Hexagon.');
  });

  it('decodes entity codes and line breaks, and ignores comments, styling and click statements', () => {
    const source = diagram(
      '%%{init: {"theme": "forest"}}%%',
      'flowchart LR',
      '  %% a comment',
      '  A["Say #quot;hi#quot;<br>to the user"] --> B[Done]',
      '  classDef warm fill:#fee',
      '  class A warm',
      '  style B stroke:#f00',
      '  click A "https://example.com"',
    );
    expect(diagramAltText(source)).toBe('Flowchart: Say "hi" to the user → Done.');
  });

  it('names the subgraph a path runs in, and lists nodes that have no arrows', () => {
    const source = diagram(
      'flowchart LR',
      '  subgraph Users',
      '    U1["Customers"]',
      '    U2["Employees"]',
      '  end',
      '  subgraph M ["Mynah region"]',
      '    R[Bot runtime] --> K[Knowledge base]',
      '  end',
      '  X[Reporting]',
    );
    expect(diagramAltText(source)).toBe(
      'Flowchart: Mynah region: Bot runtime → Knowledge base. Users: Customers; Employees. Reporting.',
    );
  });
});

describe('the text alternative of a sequence diagram', () => {
  it('numbers the messages between the named participants, with notes and loops', () => {
    const source = diagram(
      'sequenceDiagram',
      '  participant U as User',
      '  participant A as AI Agent',
      '  U->>A: message',
      '  loop up to 8 tool calls',
      '    A->>A: call a tool',
      '  end',
      '  Note over A: answer drafted',
      '  A-->>U: reply',
    );
    expect(diagramAltText(source)).toBe(
      'Sequence diagram between User and AI Agent. 1. User to AI Agent: message. Loop, up to 8 tool calls: ' +
        '2. AI Agent to itself: call a tool. End of loop. Note over AI Agent: answer drafted. 3. AI Agent to User: reply.',
    );
  });
});

describe('the text alternative of a state diagram', () => {
  it('reads [*] as Start and End', () => {
    const source = diagram(
      'stateDiagram-v2',
      '  [*] --> Queued: source added',
      '  Queued --> Ready: indexed',
      '  Ready --> [*]',
    );
    expect(diagramAltText(source)).toBe('State diagram: Start → (source added) Queued → (indexed) Ready → End.');
  });
});

describe("the writer's own words", () => {
  it('uses accTitle and accDescr when both are given', () => {
    const source = diagram(
      'flowchart LR',
      '  accTitle: OTP sign-in',
      '  accDescr: The bot sends a code and checks it.',
      '  A --> B',
    );
    expect(diagramAltText(source)).toBe('OTP sign-in. The bot sends a code and checks it.');
  });

  it('reads a multi-line accDescr block', () => {
    const source = diagram('flowchart LR', '  accDescr {', '    First line', '    second line', '  }', '  A --> B');
    expect(diagramAltText(source)).toBe('First line second line');
  });

  it('puts accTitle (or the front matter title) before the generated description', () => {
    expect(diagramAltText(diagram('flowchart LR', '  accTitle: Sign-in', '  A[Ask] --> B[Check]'))).toBe(
      'Sign-in. Flowchart: Ask → Check.',
    );
    expect(diagramAltText(diagram('---', 'title: Sign-in', '---', 'flowchart LR', '  A[Ask] --> B[Check]'))).toBe(
      'Sign-in. Flowchart: Ask → Check.',
    );
  });
});

describe('other diagram types', () => {
  it('name the type and list the text the rendered diagram shows', () => {
    expect(diagramAltText('pie title Channels\n  "WhatsApp" : 60\n  "Web" : 40', ['Channels', 'WhatsApp', 'Web'])).toBe(
      'Pie chart: Channels, WhatsApp, Web.',
    );
    expect(diagramAltText('gantt\n  title Plan')).toBe('Gantt chart.');
  });
});
