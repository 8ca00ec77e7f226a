import {describe, expect, it} from 'vitest';
import rehypeScrollableTables, {tableLabel, type HastNode} from './rehype';

const text = (value: string): HastNode => ({type: 'text', value});
const el = (tagName: string, children: HastNode[] = []): HastNode => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

const table = (headings: string[]) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        headings.map((h) => el('th', [text(h)])),
      ),
    ]),
    el('tbody', [el('tr', [el('td')])]),
  ]);

describe('rehypeScrollableTables', () => {
  it('wraps each table in a focusable group named by its column headings', () => {
    const tree = el('root', [el('p', [text('Before')]), table(['Type', 'Fields asked for'])]);
    rehypeScrollableTables()(tree);
    const wrapper = tree.children![1] as HastNode;
    expect(wrapper.tagName).toBe('div');
    expect(wrapper.properties).toEqual({
      className: ['table-scroll'],
      role: 'group',
      tabIndex: 0,
      ariaLabel: 'Table: Type, Fields asked for',
    });
    expect((wrapper.children![0] as HastNode).tagName).toBe('table');
  });

  it('finds tables inside other elements, and wraps each once', () => {
    const tree = el('root', [el('details', [table(['A'])])]);
    rehypeScrollableTables()(tree);
    const details = tree.children![0] as HastNode;
    const wrapper = details.children![0] as HastNode;
    expect(wrapper.tagName).toBe('div');
    expect((wrapper.children![0] as HastNode).tagName).toBe('table');
  });

  it('names at most four headings, and a table without headings "Table"', () => {
    expect(tableLabel(table(['A', 'B', 'C', 'D', 'E']))).toBe('Table: A, B, C, D, …');
    expect(tableLabel(el('table', [el('tbody', [el('tr', [el('td', [text('x')])])])]))).toBe('Table');
    expect(tableLabel(table(['  Spaced\n  out ', '']))).toBe('Table: Spaced out');
  });
});
