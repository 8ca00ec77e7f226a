/** Where "Open in …" sends the reader: each assistant's new-chat URL with the prompt prefilled. */
export type Assistant = {name: string; url: (prompt: string) => string};

export const ASSISTANTS: Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

/** The prompt: read this page's Markdown, then help with it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Mynah Docs, as Markdown) so that you can answer my questions about it and help me apply it.`;
}
