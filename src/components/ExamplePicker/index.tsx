import React, {useLayoutEffect, useRef} from 'react';
import type {NamedExample} from '@site/src/utils/api-examples';
import styles from './styles.module.css';

/** `id` is unique on the page (it ties the label to the list). */
type Props = {id: string; label: string; examples: NamedExample[]; selected: string; onSelect: (name: string) => void};

/** Chooses one of several named examples; with a single example it only names it. */
export default function ExamplePicker({id, label, examples, selected, onSelect}: Props) {
  const list = useRef<HTMLSelectElement>(null);
  // A reader can choose before the page's scripts have run: the list then already shows that choice
  // when React takes the page over, and the example shown follows it instead of the server's first.
  useLayoutEffect(() => {
    const chosen = list.current?.value;
    if (chosen && chosen !== selected) onSelect(chosen);
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (examples.length < 2) {
    return examples[0] ? <p className={styles.picker}>{examples[0].summary}</p> : null;
  }
  return (
    <p className={styles.picker}>
      <label htmlFor={id}>{label}</label>{' '}
      <select ref={list} id={id} value={selected} onChange={(e) => onSelect(e.target.value)}>
        {examples.map((ex) => (
          <option key={ex.name} value={ex.name}>
            {ex.summary}
          </option>
        ))}
      </select>
    </p>
  );
}
