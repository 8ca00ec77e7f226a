/*
 * The Ask AI screen's styles, in DocSearch's modal and in DocSearch's colours (its CSS variables), so
 * it looks like the rest of the modal in both colour modes. Text colours are chosen for WCAG AA
 * contrast on the modal's backgrounds; DocSearch's muted and error colours are too light for small text.
 *
 * A string added as a <style> element when the screen first opens, not a CSS file: the build gathers
 * every imported CSS file into the one stylesheet each page loads, and nothing of Ask AI should load
 * with a page.
 */
export const ASK_AI_CSS = `
:root {
  --mynah-ask-problem-color: #b42318;
  --mynah-ask-quiet-color: var(--docsearch-secondary-text-color);
}

html[data-theme='dark'] {
  --mynah-ask-problem-color: #ff9b8f;
}

/* While the screen is open it replaces the modal's search bar, results and footer. */
.mynah-ask-open .DocSearch-Modal > :not(.mynah-ask-slot) {
  display: none;
}

.mynah-ask-slot {
  display: flex;
  flex-direction: column;
  min-height: 0;
}

.mynah-ask[hidden] {
  display: none;
}

.mynah-ask {
  color: var(--docsearch-text-color);
  display: flex;
  flex-direction: column;
  height: min(var(--docsearch-modal-height), calc(100vh - 120px));
}

@media (max-width: 768px) {
  .mynah-ask {
    height: calc(var(--docsearch-vh, 1vh) * 100);
  }
}

.mynah-ask-visually-hidden {
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  height: 1px;
  overflow: hidden;
  position: absolute;
  white-space: nowrap;
  width: 1px;
}

.mynah-ask-header {
  align-items: center;
  border-bottom: 1px solid var(--docsearch-subtle-color);
  display: flex;
  gap: 8px;
  padding: var(--docsearch-spacing);
}

.mynah-ask-title {
  flex: 1;
  font-size: 1rem;
  margin: 0;
  text-align: center;
}

.mynah-ask-button {
  align-items: center;
  background: var(--docsearch-hit-background);
  border: 1px solid var(--docsearch-subtle-color);
  border-radius: var(--docsearch-border-radius);
  color: var(--docsearch-text-color);
  cursor: pointer;
  display: inline-flex;
  font: inherit;
  font-size: 0.85rem;
  gap: 4px;
  padding: 6px 10px;
}

.mynah-ask-button:hover:not(:disabled) {
  border-color: var(--docsearch-primary-color);
}

.mynah-ask-button:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}

.mynah-ask-button--primary {
  background: var(--ifm-color-primary-darkest);
  border-color: var(--ifm-color-primary-darkest);
  color: #fff;
}

html[data-theme='dark'] .mynah-ask-button--primary {
  background: var(--docsearch-primary-color);
  border-color: var(--docsearch-primary-color);
  color: #06201c;
}

.mynah-ask-button:focus-visible,
.mynah-ask-action:focus-visible,
.mynah-ask a:focus-visible,
.mynah-ask textarea:focus-visible {
  outline: 2px solid var(--docsearch-focus-color);
  outline-offset: 2px;
}

.mynah-ask-body {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: var(--docsearch-spacing);
  scrollbar-width: thin;
}

.mynah-ask-empty {
  color: var(--mynah-ask-quiet-color);
  margin: 24px 0;
  text-align: center;
}

.mynah-ask-turns {
  display: flex;
  flex-direction: column;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
}

.mynah-ask-turn {
  background: var(--docsearch-hit-background);
  border-radius: var(--docsearch-border-radius);
  box-shadow: var(--docsearch-hit-shadow);
  padding: 16px;
}

.mynah-ask-question {
  font-size: 1.05rem;
  line-height: 1.4;
  margin: 0 0 8px;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
}

.mynah-ask-answer {
  font-size: 0.95rem;
  line-height: 1.55;
  overflow-wrap: anywhere;
}

.mynah-ask-answer p,
.mynah-ask-answer ul {
  margin: 0 0 8px;
}

.mynah-ask-status {
  color: var(--mynah-ask-quiet-color);
}

.mynah-ask-cite {
  background: var(--docsearch-soft-primary-color);
  border-radius: 8px;
  color: var(--docsearch-text-color);
  font-size: 0.75em;
  font-weight: 600;
  margin-left: 2px;
  padding: 0 6px;
  text-decoration: none;
  vertical-align: super;
}

.mynah-ask a {
  color: var(--ifm-color-primary-darkest);
}

html[data-theme='dark'] .mynah-ask a {
  color: var(--docsearch-primary-color);
}

.mynah-ask-sources h4 {
  color: var(--mynah-ask-quiet-color);
  font-size: 0.8rem;
  letter-spacing: 0.02em;
  margin: 8px 0 4px;
  text-transform: uppercase;
}

.mynah-ask-sources ol {
  font-size: 0.9rem;
  list-style: none;
  margin: 0;
  padding: 0;
}

.mynah-ask-sources li {
  margin: 2px 0;
}

.mynah-ask-sources .mynah-ask-cite {
  margin: 0 6px 0 0;
  vertical-align: baseline;
}

.mynah-ask-error p {
  color: var(--mynah-ask-problem-color);
}

.mynah-ask-actions {
  align-items: center;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 8px;
}

.mynah-ask-action {
  align-items: center;
  background: none;
  border: 0;
  border-radius: var(--docsearch-border-radius);
  color: var(--docsearch-secondary-text-color);
  cursor: pointer;
  display: inline-flex;
  font: inherit;
  font-size: 0.85rem;
  gap: 4px;
  padding: 6px;
}

.mynah-ask-action:hover {
  background: var(--docsearch-soft-primary-color);
  color: var(--docsearch-text-color);
}

.mynah-ask-thanks {
  color: var(--mynah-ask-quiet-color);
  font-size: 0.85rem;
  margin: 0 0 0 4px;
}

.mynah-ask-reason {
  display: flex;
  flex-basis: 100%;
  flex-direction: column;
  gap: 4px;
  margin-top: 4px;
}

.mynah-ask-reason label {
  font-size: 0.85rem;
}

.mynah-ask textarea {
  background: var(--docsearch-searchbox-focus-background);
  border: 1px solid var(--docsearch-subtle-color);
  border-radius: var(--docsearch-border-radius);
  color: var(--docsearch-text-color);
  font: inherit;
  padding: 8px;
  resize: vertical;
}

.mynah-ask textarea[aria-invalid='true'] {
  border-color: var(--mynah-ask-problem-color);
}

.mynah-ask-reason-buttons {
  display: flex;
  gap: 8px;
}

.mynah-ask-composer {
  border-top: 1px solid var(--docsearch-subtle-color);
  padding: var(--docsearch-spacing) var(--docsearch-spacing) 0;
}

.mynah-ask-composer-row {
  align-items: flex-end;
  display: flex;
  gap: 8px;
}

.mynah-ask-composer textarea {
  flex: 1;
  max-height: 8em;
  min-height: 2.5em;
}

.mynah-ask-hint,
.mynah-ask-problem {
  font-size: 0.8rem;
  margin: 4px 0 0;
}

.mynah-ask-hint {
  color: var(--mynah-ask-quiet-color);
}

.mynah-ask-problem,
.mynah-ask-count--over {
  color: var(--mynah-ask-problem-color);
  font-weight: 600;
}

.mynah-ask-disclaimer {
  color: var(--mynah-ask-quiet-color);
  font-size: 0.75rem;
  margin: 0;
  padding: 6px var(--docsearch-spacing) var(--docsearch-spacing);
}
`;

export function installStyles(): void {
  if (document.getElementById('mynah-ask-styles')) return;
  const style = document.createElement('style');
  style.id = 'mynah-ask-styles';
  style.textContent = ASK_AI_CSS;
  document.head.appendChild(style);
}
