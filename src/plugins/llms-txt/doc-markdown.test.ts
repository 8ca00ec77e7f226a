import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docToMarkdown, withAbsoluteLinks} from './doc-markdown';
import {readFrontMatter} from './front-matter';

const docsDir = path.resolve('/site/docs');
const page = {
  title: 'Verify an OTP',
  description: 'Send a one-time password and check it in a flow.',
  permalink: '/docs/cookbooks/studio/verify-otp',
  sourceFile: path.join(docsDir, 'cookbooks/studio/verify-otp.md'),
};
const links = {
  siteUrl: 'https://docs.example.com/',
  permalinkBySource: new Map([[path.join(docsDir, 'glossary/otp.md'), '/docs/glossary/otp']]),
};

const source = `---
title: Verify an OTP
sidebar_position: 3
tags: [studio]
---

Intro with a [glossary link](../../glossary/otp.md#expiry), a [sibling](./send-sms), an [API link](/api/add-user) and [a site](https://example.org/x).

:::caution[Codes expire]
Ask for a new code after **five** minutes.
:::

:::tip
Keep the scope \`users\` only.
:::

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

| Scope | Use |
|---|---|
| "expected any of: read:users" | read |
`;

describe('docToMarkdown', () => {
  const out = docToMarkdown(source, page, links);

  it('starts with front matter holding only the title, description and absolute URL', () => {
    expect(readFrontMatter(out)).toEqual({
      title: 'Verify an OTP',
      description: 'Send a one-time password and check it in a flow.',
      url: 'https://docs.example.com/docs/cookbooks/studio/verify-otp',
    });
    expect(out).not.toContain('sidebar_position');
  });

  it('gives the page its title as the one H1', () => {
    expect(out.match(/^# .*$/gm)).toEqual(['# Verify an OTP']);
  });

  it('turns admonitions into blockquotes labelled with their kind and title', () => {
    expect(out).toContain('> **Caution: Codes expire**\n>\n> Ask for a new code after **five** minutes.');
    expect(out).toContain('> **Tip**\n>\n> Keep the scope `users` only.');
    expect(out).not.toContain(':::');
  });

  it('keeps diagrams as their Mermaid source', () => {
    expect(out).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
  });

  it('makes every relative link absolute, resolving .md files to their page URL', () => {
    expect(out).toContain('(https://docs.example.com/docs/glossary/otp#expiry)');
    expect(out).toContain('(https://docs.example.com/docs/cookbooks/studio/send-sms)');
    expect(out).toContain('(https://docs.example.com/api/add-user)');
    expect(out).toContain('(https://example.org/x)');
  });

  it('leaves text that looks like a directive as it was written', () => {
    expect(out).toContain('| "expected any of: read:users" | read |');
  });
});

describe('withAbsoluteLinks', () => {
  it('resolves site paths against the page and keeps anchors and external links', () => {
    const out = withAbsoluteLinks(
      'See [Update user](/api/update-user), [below](#errors) and [x](https://x.org).',
      'https://d.example/api/add-user',
    );
    expect(out).toBe('See [Update user](https://d.example/api/update-user), [below](#errors) and [x](https://x.org).');
  });
});
