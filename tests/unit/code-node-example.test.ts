import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The Code node page shows examples/price-cart.js. This test runs that file the way the
 * Code node does (a function body given read-only vars, user and sys) and checks that the
 * page's code block is the file, character for character, so the two cannot drift apart.
 */
const PAGE_DIR = path.join(__dirname, '..', '..', 'docs', 'platform_concepts', 'studio', 'build', 'logic-nodes');
const exampleSource = fs.readFileSync(path.join(PAGE_DIR, 'examples', 'price-cart.js'), 'utf8');
const pageSource = fs.readFileSync(path.join(PAGE_DIR, 'code-node.md'), 'utf8');

type Scope = Record<string, unknown>;

function runCodeNode(source: string, vars: Scope, user: Scope, sys: Scope): unknown {
  const body = new Function('vars', 'user', 'sys', source) as (v: Scope, u: Scope, s: Scope) => unknown;
  return body(Object.freeze(vars), Object.freeze(user), Object.freeze(sys));
}

const basket = [
  {sku: 'MUG-01', price: 12.5, qty: 2},
  {sku: 'BEAN-1KG', price: 18.99, qty: 1},
];

describe('Code node example (price-cart.js)', () => {
  it('is shown on the Code node page exactly as tested', () => {
    const block = /```js title="price-cart\.js"\n([\s\S]*?)```/.exec(pageSource);
    expect(block, 'code-node.md has a js block titled price-cart.js').not.toBeNull();
    expect(block![1]).toBe(exampleSource);
  });

  it('charges shipping below the US threshold and says how much is missing', () => {
    const result = runCodeNode(exampleSource, {cart_items: basket, currency: 'USD'}, {country: 'US'}, {language: 'en'});
    expect(result).toEqual({
      cart_total: 48.94,
      shipping_fee: 4.95,
      free_shipping: false,
      free_shipping_gap: 6.01,
      cart_summary: '2 items, $48.94',
    });
  });

  it('ships free above the threshold of the user country, in its currency', () => {
    const bigBasket = [...basket, {sku: 'FILTER-100', price: 9.5, qty: 1}];
    const result = runCodeNode(
      exampleSource,
      {cart_items: bigBasket, currency: 'GBP'},
      {country: 'GB'},
      {language: 'en'},
    );
    expect(result).toEqual({
      cart_total: 53.49,
      shipping_fee: 0,
      free_shipping: true,
      free_shipping_gap: 0,
      cart_summary: '3 items, £53.49',
    });
  });

  it('uses the default threshold for other countries and USD when no currency is set', () => {
    const result = runCodeNode(exampleSource, {cart_items: basket}, {country: 'IN'}, {language: 'en'}) as Scope;
    expect(result.free_shipping).toBe(false);
    expect(result.free_shipping_gap).toBe(16.01);
    expect(result.cart_summary).toBe('2 items, $48.94');
  });

  it('throws cart_empty (the Error exit) when the basket is missing or empty', () => {
    expect(() => runCodeNode(exampleSource, {}, {country: 'US'}, {language: 'en'})).toThrow('cart_empty');
    expect(() => runCodeNode(exampleSource, {cart_items: []}, {country: 'US'}, {language: 'en'})).toThrow('cart_empty');
  });
});
