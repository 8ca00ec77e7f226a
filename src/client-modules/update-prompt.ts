import styles from './update-prompt.module.css';

/**
 * The "new version" prompt, loaded only when a new build is waiting. Plain DOM (no React root) since it
 * lives outside the app. A polite live region announces it without taking the reader's focus; Reload
 * activates the new build and reloads, Dismiss keeps reading the current one.
 */
export const UPDATE_MESSAGE = 'A new version of the docs is available.';

export function showUpdatePrompt(onReload: () => void): void {
  if (document.getElementById('mynah-update-prompt')) return;
  const region = document.createElement('div');
  region.id = 'mynah-update-prompt';
  region.className = `alert alert--secondary ${styles.prompt}`;
  region.setAttribute('role', 'status');
  document.body.appendChild(region);

  const message = document.createElement('p');
  message.className = styles.message;
  message.textContent = UPDATE_MESSAGE;

  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    onReload();
  });

  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--secondary button--outline button--sm';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => region.remove());

  const actions = document.createElement('div');
  actions.className = styles.actions;
  actions.append(reload, dismiss);
  // Filled after insertion, so screen readers announce the text as a change of the live region.
  requestAnimationFrame(() => region.append(message, actions));
}
