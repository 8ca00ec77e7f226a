import React, {type ReactNode} from 'react';

type Props = {id: string; title: ReactNode; className?: string; children: ReactNode};

/**
 * A page section named by its heading: one `id` gives both the h2's id and the section's
 * `aria-labelledby`, so the two can never disagree.
 */
export default function TitledSection({id, title, className, children}: Props): ReactNode {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
