import {describe, expect, it} from 'vitest';
import {llmsTxt} from './llms-txt';
import {sidebarSections, type SidebarDoc} from './sidebar-sections';

const docs = new Map<string, SidebarDoc>([
  [
    'start',
    {title: 'Getting started', description: 'Where to begin.\nSecond line.', url: 'https://d.example/docs/start.md'},
  ],
  ['studio/index', {title: 'Studio', description: 'Build flows.', url: 'https://d.example/docs/studio.md'}],
  [
    'studio/flows',
    {title: 'Flows', description: 'Steps of a conversation.', url: 'https://d.example/docs/studio/flows.md'},
  ],
  [
    'studio/nodes/otp',
    {title: 'OTP [node]', description: 'Verify a code.', url: 'https://d.example/docs/studio/nodes/otp.md'},
  ],
  ['notes/2025', {title: '2025', description: 'This year.', url: 'https://d.example/docs/notes/2025.md'}],
]);

const sidebar = [
  {type: 'doc', id: 'start'},
  {
    type: 'category',
    label: 'Studio',
    link: {type: 'doc', id: 'studio/index'},
    items: [
      {type: 'doc', id: 'studio/flows'},
      {type: 'category', label: 'Nodes', items: [{type: 'doc', id: 'studio/nodes/otp'}]},
      {type: 'link', href: 'https://elsewhere.example', label: 'Elsewhere'},
    ],
  },
];

describe('llmsTxt', () => {
  const text = llmsTxt({
    title: 'Mynah Docs',
    summary: 'Docs of Mynah.',
    details: ['Every page has Markdown.'],
    sections: [sidebarSections('Help docs', sidebar, docs)],
    optional: [sidebarSections('Release notes', [{type: 'doc', id: 'notes/2025'}], docs)],
  });

  it('has the llmstxt.org shape: H1, blockquote summary, details, H2 sections of link lists', () => {
    expect(text.split('\n\n').slice(0, 3)).toEqual(['# Mynah Docs', '> Docs of Mynah.', 'Every page has Markdown.']);
    expect(text.match(/^## .*/gm)).toEqual(['## Help docs', '## Optional']);
  });

  it('follows the sidebar: loose pages first, then each top-level category with its own page and everything inside', () => {
    const helpDocs = text.slice(text.indexOf('## Help docs'), text.indexOf('## Optional'));
    expect(helpDocs).toBe(
      [
        '## Help docs',
        '- [Getting started](https://d.example/docs/start.md): Where to begin.',
        '### Studio',
        [
          '- [Studio](https://d.example/docs/studio.md): Build flows.',
          '- [Flows](https://d.example/docs/studio/flows.md): Steps of a conversation.',
          '- [OTP \\[node\\]](https://d.example/docs/studio/nodes/otp.md): Verify a code.',
        ].join('\n'),
        '',
      ].join('\n\n'),
    );
  });

  it('lists the optional sections under "Optional", named by their sidebar', () => {
    expect(text.slice(text.indexOf('## Optional'))).toBe(
      '## Optional\n\n### Release notes\n\n- [2025](https://d.example/docs/notes/2025.md): This year.\n',
    );
  });
});
