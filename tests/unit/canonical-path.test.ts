import {describe, expect, it} from 'vitest';
import {canonicalPath} from '../../src/utils/canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/docs', '/docs'],
    ['/docs/', '/docs'],
    ['/docs.html', '/docs'],
    ['/docs/platform_concepts/inbox/index', '/docs/platform_concepts/inbox'],
    ['/docs/platform_concepts/inbox/index.html', '/docs/platform_concepts/inbox'],
    ['/docs/glossary/chatbot.html', '/docs/glossary/chatbot'],
    ['/docs/glossary/chatbot/', '/docs/glossary/chatbot'],
    ['/docs/glossary/indexing', '/docs/glossary/indexing'],
    ['/api/add-user', '/api/add-user'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});
