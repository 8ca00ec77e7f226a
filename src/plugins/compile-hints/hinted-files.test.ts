import {describe, expect, it} from 'vitest';
import {hintedFiles, type ChunkGroupLike} from './hinted-files';

const group = (name: string | null, initial: boolean, ...files: string[][]): ChunkGroupLike => ({
  name,
  isInitial: () => initial,
  chunks: files.map((f) => ({files: new Set(f)})),
});

describe('hintedFiles', () => {
  const routeChunks = new Set(['17896441', 'content-a']);

  it('hints the entry chunks and the chunks of route groups, shared chunks included', () => {
    const files = hintedFiles(
      [
        group('main', true, ['assets/js/runtime~main.1.js'], ['assets/js/main.2.js', 'assets/css/styles.3.css']),
        group('17896441', false, ['assets/js/100.a.js'], ['assets/js/200.b.js']),
        group('content-a', false, ['assets/js/200.b.js'], ['assets/js/300.c.js']),
      ],
      routeChunks,
    );
    expect([...files].sort()).toEqual([
      'assets/js/100.a.js',
      'assets/js/200.b.js',
      'assets/js/300.c.js',
      'assets/js/main.2.js',
      'assets/js/runtime~main.1.js',
    ]);
  });

  it('leaves out lazily loaded features and named groups that are not routes', () => {
    const files = hintedFiles(
      [group(null, false, ['assets/js/mermaid.js']), group('some-library-chunk', false, ['assets/js/lib.js'])],
      routeChunks,
    );
    expect(files.size).toBe(0);
  });
});
