import {createElement as h, Fragment, isValidElement, type ReactElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {elementCount, mdxInParts, mdxTopLevel, splitIntoParts} from '../../src/utils/hydration-parts';

/** A stand-in for HydrateLater: renders its child, and is recognisable in the output tree. */
function Part({children}: {id: string; children?: ReactNode}) {
  return children;
}
const wrap = (part: ReactElement, id: string) => h(Part, {id, key: id}, part);

/** A table of `rows` rows, each with a nested table of `cells` cells: the shape of an API schema table. */
function schemaTable(rows: number, cells: number): ReactElement {
  return h(
    'table',
    {style: {display: 'table'}},
    h('thead', null, h('tr', null, h('th', null, 'Field'))),
    h(
      'tbody',
      null,
      Array.from({length: rows}, (_, r) =>
        h(
          'tr',
          {key: r},
          h(
            'td',
            null,
            h('code', null, `field_${r}`),
            h(
              'table',
              null,
              h(
                'tbody',
                null,
                Array.from({length: cells}, (_, c) => h('tr', {key: c}, h('td', null, `${r}.${c}`))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Every Part in the output tree, with the element count of what it wraps. */
function parts(node: ReactNode, found: {id: string; size: number}[] = []) {
  if (!isValidElement(node)) return found;
  const props = node.props as {id?: string; children?: ReactNode};
  if (node.type === Part) found.push({id: props.id!, size: elementCount(props.children)});
  const children = props.children;
  for (const child of Array.isArray(children) ? children : [children]) parts(child, found);
  return found;
}

describe('splitIntoParts', () => {
  it('wraps a small block whole', () => {
    const p = h('p', null, 'Hello ', h('strong', null, 'world'));
    expect(parts(splitIntoParts(p, {id: 'x', limit: 10, wrap}))).toEqual([{id: 'x', size: 2}]);
  });

  it('splits a large table into parts no larger than the limit, and renders the same markup', () => {
    const table = schemaTable(30, 12);
    expect(elementCount(table)).toBeGreaterThan(700);
    const split = splitIntoParts(table, {id: 'api', limit: 100, wrap});
    const found = parts(split);
    expect(found.length).toBeGreaterThan(5);
    expect(Math.max(...found.map((p) => p.size))).toBeLessThanOrEqual(100);
    expect(new Set(found.map((p) => p.id)).size).toBe(found.length);
    expect(renderToStaticMarkup(h(Fragment, null, split))).toBe(renderToStaticMarkup(table));
  });

  it('leaves text and component elements unwrapped, and never looks inside a component', () => {
    function Heading({children}: {children?: ReactNode}) {
      return h('h2', null, children);
    }
    const content = h('div', null, 'text', h(Heading, null, 'Title'), h('p', null, 'para'));
    const split = splitIntoParts(content, {id: 'c', limit: 2, wrap});
    expect(parts(split)).toEqual([{id: 'c.2', size: 1}]);
    expect(renderToStaticMarkup(h(Fragment, null, split))).toBe(renderToStaticMarkup(content));
  });

  it('wraps a component element whole when singleRoot vouches for it, and no other component', () => {
    function Heading({children}: {children?: ReactNode}) {
      return h('h2', null, children);
    }
    function Steps({children}: {children?: ReactNode}) {
      return h(Fragment, null, h('p', null, 'Step 1'), children);
    }
    const body = h(
      'div',
      null,
      h(Heading, null, 'Title'),
      h(Steps, null, h('p', null, 'Step 2')),
      h('table', null, h('tbody', null, h('tr', null, h('td', null, 'cell')))),
    );
    const split = splitIntoParts(body, {id: 'doc', limit: 3, wrap, singleRoot: (element) => element.type === Heading});
    // The heading and the table (4 elements, over the limit) are looked at; Steps stays in the body's task.
    expect(parts(split)).toEqual([
      {id: 'doc.0', size: 1},
      {id: 'doc.2.0', size: 3},
    ]);
    expect(renderToStaticMarkup(h(Fragment, null, split))).toBe(renderToStaticMarkup(body));
  });
});

describe('mdxTopLevel', () => {
  it('returns the top-level elements of a compiled MDX document, unwrapped from its fragment', () => {
    function Doc(props: {title?: string}) {
      return h(Fragment, null, h('h2', null, props.title), '\n', h('p', null, 'Body'));
    }
    const top = mdxTopLevel(Doc as never, {title: 'Intro'}) as ReactNode[];
    expect(top).toHaveLength(3);
    expect(renderToStaticMarkup(h(Fragment, null, top))).toBe('<h2>Intro</h2>\n<p>Body</p>');
  });

  it('returns what the document renders when it is not a fragment', () => {
    const single = h('p', null, 'Only');
    expect(mdxTopLevel((() => single) as never)).toBe(single);
  });
});

describe('mdxInParts', () => {
  it('splits each top-level element of an MDX document under its own id, and keeps the markup', () => {
    function Doc() {
      return h(Fragment, null, h('p', null, 'One'), '\n', schemaTable(30, 12));
    }
    const split = mdxInParts(Doc as never, {}, {id: 'doc', wrap});
    const found = parts(h(Fragment, null, split));
    expect(found[0]).toEqual({id: 'doc.0', size: 1});
    // The table is over the default limit of 150 elements, so it is split under its own index.
    expect(found.length).toBeGreaterThan(2);
    expect(found.slice(1).every((part) => part.id.startsWith('doc.2.') && part.size <= 150)).toBe(true);
    expect(renderToStaticMarkup(h(Fragment, null, split))).toBe(renderToStaticMarkup(h(Doc)));
  });
});
