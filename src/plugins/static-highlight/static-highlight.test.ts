import {describe, expect, it} from 'vitest';
import {decodeTokens, encodeTokens, plainTokens} from '../../utils/code-tokens';
import {codeThemes} from '../../../config/code-theme';
import {highlightCode} from './tokenize';
import {codeThemeCss} from './theme-css';
import remarkStaticHighlight from './remark';

const JS = 'const reply = await mynah.send({text: "Hi"});\n// done';

describe('build-time highlighting', () => {
  it('round-trips the tokens of a code block through their encoding', () => {
    const encoded = highlightCode(JS, 'js')!;
    const lines = decodeTokens(JS, encoded)!;
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.map((token) => token.content).join(''))).toEqual(JS.split('\n'));
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'const'});
    expect(lines[0].some((token) => token.types.includes('string') && token.content === '"Hi"')).toBe(true);
    expect(lines[1].find((token) => token.content === '// done')?.types).toContain('comment');
  });

  it('refuses tokens that do not describe the code, so the block falls back to plain text', () => {
    const encoded = highlightCode(JS, 'js')!;
    expect(decodeTokens(`${JS}\nmore`, encoded)).toBeNull();
    expect(decodeTokens(JS.replace('reply', 'answer'), encoded)).toBeNull();
    expect(decodeTokens(JS, 'not json')).toBeNull();
    expect(decodeTokens(JS, '{"t":["plain"],"l":[[5,1]]}')).toBeNull();
  });

  it('highlights the grammars Prism needs extra files for, and leaves unknown languages alone', () => {
    const bash = decodeTokens('curl -X POST "$URL"', highlightCode('curl -X POST "$URL"', 'bash')!)!;
    expect(bash[0].some((token) => token.types.includes('string'))).toBe(true);
    expect(highlightCode('void main() {}', 'dart')).toBeDefined();
    expect(highlightCode('ls', 'sh')).toBeDefined();
    expect(highlightCode('anything', 'klingon')).toBeUndefined();
  });

  it('keeps empty lines as empty plain tokens', () => {
    expect(plainTokens('a\n\nb')[1]).toEqual([{types: ['plain'], content: '', empty: true}]);
    const lines = decodeTokens(
      '{\n\n}',
      encodeTokens([[{types: ['punctuation'], content: '{'}], [], [{types: ['punctuation'], content: '}'}]]),
    )!;
    expect(lines[1]).toEqual([{types: ['plain'], content: '', empty: true}]);
  });

  it('adds the tokens to fenced code, but not to diagrams or plain text', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'json', value: '{"a": 1}'},
        {type: 'code', lang: 'mermaid', value: 'flowchart LR\n A --> B'},
        {type: 'code', lang: 'text', value: 'plain words'},
        {type: 'code', lang: null, value: 'no language'},
      ],
    };
    remarkStaticHighlight()(tree as never);
    const props = tree.children.map(
      (node) => (node as {data?: {hProperties?: {tokens?: string}}}).data?.hProperties?.tokens,
    );
    expect(typeof props[0]).toBe('string');
    expect(props.slice(1)).toEqual([undefined, undefined, undefined]);
  });

  it('colours tokens per colour mode, in the order of the theme', () => {
    const css = codeThemeCss(codeThemes);
    expect(css).toContain("[data-theme='light'] .token.keyword");
    expect(css).toContain("[data-theme='dark'] .token.keyword");
    expect(css).toMatch(/\.token\.comment[^{]*\{color:#57606a;font-style:italic\}/);
    expect(css.indexOf("[data-theme='light']")).toBeLessThan(css.indexOf("[data-theme='dark']"));
  });
});
