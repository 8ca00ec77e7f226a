import React, {useEffect, useRef, useState} from 'react';
import styles from './styles.module.css';

type Listener = () => void;

/** The subset of Monaco's editor API that the openapi theme's VSCode component calls. */
export type EditorShim = {
  onDidFocusEditorText(listener: Listener): void;
  onDidBlurEditorText(listener: Listener): void;
  onDidChangeModelDecorations(listener: Listener): void;
  getValue(): string;
  getDomNode(): HTMLElement | null;
  getModel(): {getLineCount(): number};
  getTopForLineNumber(line: number): number;
  layout(): void;
};

type Props = {value?: string; language?: string; onMount?: (editor: EditorShim) => void};

const LINE_HEIGHT = 22;

/**
 * Stands in for `@monaco-editor/react` in the API request builder (aliased in
 * src/plugins/openapi-editor). Monaco would be fetched from a public CDN at run
 * time and weighs megabytes; a request body only needs a plain, accessible
 * text area. It implements just the editor calls the builder makes.
 */
export default function TextareaEditor({value = '', language = 'json', onMount}: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const listeners = useRef({focus: [] as Listener[], blur: [] as Listener[], change: [] as Listener[]});
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !onMount) return;
    onMount({
      onDidFocusEditorText: (l) => void listeners.current.focus.push(l),
      onDidBlurEditorText: (l) => void listeners.current.blur.push(l),
      onDidChangeModelDecorations: (l) => void listeners.current.change.push(l),
      getValue: () => element.value,
      getDomNode: () => element,
      getModel: () => ({getLineCount: () => element.value.split('\n').length}),
      getTopForLineNumber: (line) => (line - 1) * LINE_HEIGHT,
      layout: () => undefined,
    });
    // onMount runs once, like Monaco's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <textarea
      ref={ref}
      className={styles.editor}
      value={text}
      spellCheck={false}
      aria-label={`Request body (${language.toUpperCase()})`}
      onChange={(event) => {
        setText(event.target.value);
        listeners.current.change.forEach((l) => l());
      }}
      onFocus={() => listeners.current.focus.forEach((l) => l())}
      onBlur={() => listeners.current.blur.forEach((l) => l())}
    />
  );
}
