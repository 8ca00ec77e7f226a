import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {checkPage, checkSheet, pageUnits, parseFacts, type Fact} from '../../scripts/lib/fact-check';

const ROOT = path.join(__dirname, '..', '..');
const facts = parseFacts(yaml.load(fs.readFileSync(path.join(ROOT, 'writers/facts.yml'), 'utf8')));
const sheet = fs.readFileSync(path.join(ROOT, 'writers/product-fact-sheet.md'), 'utf8');

/** A page with front matter, so line numbers count from the file's first line as they do in docs/. */
function page(body: string, title = 'A page'): string {
  return `---\ntitle: ${title}\ndescription: A page used by the fact-check test.\n---\n\n${body}\n`;
}

function flagged(body: string, title?: string): string[] {
  return checkPage('docs/x.md', page(body, title), facts).map((f) => f.fact);
}

/**
 * The ten contradictions of issue 24, as the pages stated them before they were fixed
 * (each must be flagged with the fact it breaks), and the corrected wording (must pass).
 */
const contradictions: {name: string; fact: string; wrong: string; right: string; title?: string}[] = [
  {
    name: '1. AI Agent cookbook on any plan',
    fact: 'ai-agent-plan-prerequisite',
    title: 'Give an AI Agent tools to look up orders',
    wrong:
      '## What you need\n\n- Any plan. Each agent turn makes one or more model calls through the provider set in LLM configuration.\n\nOpen **Studio → AI Agent** and select **New agent**.',
    right:
      '## What you need\n\n- Growth plan or above (the AI Agent is not included on Starter).\n\nOpen **Studio → AI Agent** and select **New agent**.',
  },
  {
    name: '2. SMS only through your own provider',
    fact: 'sms-sender',
    wrong:
      "Mynah's [SMS channel](../sms.md) always sends through a provider connection you own, with your numbers, sender IDs, registrations and prices.",
    right:
      "Mynah's [SMS channel](../sms.md) sends either from a Mynah number or through a provider connection you own, with your numbers and prices.",
  },
  {
    name: '3. prompt exits Valid / Invalid',
    fact: 'prompt-node-exits',
    wrong:
      'Every node has one entry point and one or more exits: a condition has a branch per rule, an API call has **Success** and **Failure**, a prompt has **Valid** and **Invalid**.',
    right: 'A prompt has **Answered**, **Failed**, **Skipped** and **No reply**.',
  },
  {
    name: '4. Raise ticket exits Created, Error only',
    fact: 'raise-ticket-exits',
    wrong:
      '| Node | What it changes | Main output | Exits |\n|---|---|---|---|\n| [Raise ticket](./raise-ticket.md) | Creates an Inbox ticket | `{{var.ticket_id}}` | Created, Error |',
    right:
      '| Node | What it changes | Main output | Exits |\n|---|---|---|---|\n| [Raise ticket](./raise-ticket.md) | Hands the chat over or files a ticket | `{{var.ticket_id}}` | Live chat: Assigned, No agent available; Ticket: Created, Error |',
  },
  {
    name: '5. webhook body {event, user_id, properties}',
    fact: 'webhook-envelope',
    wrong:
      'The body your endpoint receives:\n\n```json\n{\n  "event": "ticket_sla_breached",\n  "user_id": "clinic_0931",\n  "properties": {"ticket_id": "TCK-118204", "priority": "Urgent"}\n}\n```',
    right:
      'The body your endpoint receives:\n\n```json\n{\n  "id": "evt_7r2m9k4c",\n  "type": "custom.ticket_sla_breached",\n  "created_at": "2025-04-08T02:17:03Z",\n  "workspace_id": "ws_4f7k2p9d",\n  "bot_id": "bot_k3v9q2m7xa",\n  "data": {"event": "ticket_sla_breached", "user_id": "clinic_0931", "properties": {}}\n}\n```',
  },
  {
    name: '6. daily KB re-sync in a guide for any plan',
    fact: 'kb-resync-plan-prerequisite',
    wrong:
      "## What you need\n\n- Any plan; Scale or Enterprise if you want SSO and an audit log.\n\n## Part 2\n\n1. In **Studio → Knowledge base → Add source → SharePoint**, connect the IT site's `Guides` library, re-sync **Daily**.",
    right:
      "## What you need\n\n- Growth plan or above for the daily re-sync; Scale or Enterprise if you want SSO.\n\n## Part 2\n\n1. In **Studio → Knowledge base → Add source → SharePoint**, connect the IT site's `Guides` library, re-sync **Daily**.",
  },
  {
    name: '7. every handover files a ticket, then a live chat',
    fact: 'handover-live-chat-first',
    wrong:
      'SLA timers run on tickets. The handover you build in Part 4 files a ticket and then opens a live chat, so the policy measures how quickly the events team answers.',
    right:
      'The handover you build in Part 4 opens a live chat first and files a ticket only when nobody from the events team is available.',
  },
  {
    name: '8. Messenger images of 25 MB',
    fact: 'messenger-image-size',
    title: 'Facebook Messenger',
    wrong: '| Studio node | On Messenger |\n|---|---|\n| Image, video, file | attachment, up to 25 MB |',
    right:
      '| Studio node | On Messenger |\n|---|---|\n| Image | attachment, up to 8 MB |\n| Video, file | attachment, up to 25 MB |',
  },
  {
    name: '9. Mynah Pro as the default model',
    fact: 'default-model',
    wrong:
      "The agent's model is chosen in [LLM central configuration](./llm.md); Mynah Pro is the default. Set a fallback model there.",
    right:
      "The agent's model is chosen in [LLM central configuration](./llm.md); Mynah Swift is the default, and Mynah Pro suits agents that chain tool calls.",
  },
  {
    name: '10. Growth for 25,000+ MAU',
    fact: 'mau-caps',
    wrong:
      '- A plan sized for the bot you are moving: Pinecrest needs Growth for 25,000+ monthly active users and 10 Inbox seats.',
    right: '- Pinecrest has about 22,000 monthly active users, which fits Growth (up to 25,000 MAU and 10 seats).',
  },
];

describe('fact check: the ten contradictions of issue 24', () => {
  for (const c of contradictions) {
    it(`flags ${c.name}`, () => {
      expect(flagged(c.wrong, c.title)).toContain(c.fact);
    });
    it(`accepts the corrected wording of ${c.name}`, () => {
      expect(flagged(c.right, c.title)).toEqual([]);
    });
  }
});

describe('fact check: other facts', () => {
  it('flags Mynah Pro named the default in a parenthesis or a table column', () => {
    expect(
      flagged(
        '**Mynah Swift** (fast, the default for chat) and **Mynah Pro** (higher quality, the default for AI Agents).',
      ),
    ).toEqual(['default-model']);
    expect(flagged('| Feature | Default model |\n|---|---|\n| Document cognition | Mynah Pro |')).toEqual([
      'default-model',
    ]);
  });

  it('flags ids that break the sheet’s formats, in prose and in code', () => {
    expect(flagged('Use `bot_k3v9q2m7` in the query.')).toEqual(['bot-id-format']);
    expect(flagged('```json\n{"ticket_id": "TCK-1042"}\n```')).toEqual(['ticket-id-format']);
    expect(flagged('Use `bot_k3v9q2m7xa`, ticket `TCK-104233` and the `bot_id` field.')).toEqual([]);
  });

  it('flags a wrong plan limit but not an overage block or a menu name', () => {
    expect(flagged('Starter allows 10 req/s per key.')).toEqual(['api-rate-limits']);
    expect(flagged('Growth and Scale bill overage per block of 1,000 MAU.')).toEqual([]);
    expect(flagged('SSO is available on the Growth plan.')).toEqual(['scale-plan-features']);
    expect(flagged('Measure agents in Growth; SSO needs Scale.')).toEqual([]);
  });

  it('reports the line of the sentence, table row or code sample', () => {
    const findings = checkPage(
      'docs/x.md',
      page('First line.\n\nA prompt has **Valid** and **Invalid** exits.'),
      facts,
    );
    expect(findings).toMatchObject([{file: 'docs/x.md', line: 8, fact: 'prompt-node-exits', found: '**Valid**'}]);
  });
});

describe('fact check: the fact sheet', () => {
  it('states every fact in writers/facts.yml and contradicts none', () => {
    expect(checkSheet('writers/product-fact-sheet.md', sheet, facts)).toEqual([]);
  });

  it('fails when the sheet changes a value the facts file holds', () => {
    const changed = sheet.replace(
      '| Monthly active users (MAU) | 1,000 | 25,000 |',
      '| Monthly active users (MAU) | 1,000 | 30,000 |',
    );
    expect(checkSheet('sheet.md', changed, facts).join('\n')).toMatch(/does not state "Monthly active users per plan/);
  });

  it('fails when the sheet itself states a conflicting value', () => {
    const problems = checkSheet('sheet.md', `${sheet}\n\nThe AI Agent defaults: Mynah Pro is the default.\n`, facts);
    expect(problems.join('\n')).toMatch(/contradicts default-model/);
  });
});

describe('fact check: units and the facts file', () => {
  it('reads a table row with its column names and a list item as its own paragraph', () => {
    const units = pageUnits('Intro.\n- Item one. Item two.\n\n| A | B |\n|---|---|\n| 1 | 2 |');
    expect(units.map((u) => [u.line, u.text])).toEqual([
      [1, 'Intro.'],
      [2, '- Item one.'],
      [2, 'Item two.'],
      [4, 'A | B'],
      [6, 'A: 1 | B: 2'],
    ]);
  });

  it('rejects a fact that could never fail', () => {
    const fact: Partial<Fact> = {id: 'x', statement: 'X', sheet: ['X']};
    expect(() => parseFacts({facts: [fact]})).toThrow(/can never fail/);
  });
});
