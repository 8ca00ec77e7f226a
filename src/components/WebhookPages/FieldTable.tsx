import React from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type {WebhookField} from '@site/src/plugins/api-webhooks/webhooks';
import styles from './styles.module.css';

export default function FieldTable({caption, fields}: {caption: string; fields: WebhookField[]}) {
  return (
    <table className={styles.fields}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name}>
            <td>
              <code>{f.name}</code>
              {f.required && <> (required)</>}
            </td>
            <td>
              <code>{f.type}</code>
            </td>
            <td>
              <InlineMarkdown text={f.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
