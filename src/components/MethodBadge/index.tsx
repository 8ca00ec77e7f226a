import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The coloured HTTP-method label used on API page headings (sidebar items get the same look from CSS). */
export default function MethodBadge({method, className}: {method: string; className?: string}) {
  const upper = method.toUpperCase();
  return (
    <span className={clsx(styles.badge, `api-method-badge api-method-badge--${method.toLowerCase()}`, className)}>
      {upper}
    </span>
  );
}
