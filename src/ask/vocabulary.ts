/**
 * Readers' words for what the docs name otherwise: other platforms' names for Mynah's features
 * ("macro", "HSM", "live agent transfer") and everyday verbs ("wipe", "kick off", "bounce"). Each is
 * rewritten to the words the docs use (glossary titles, headings and the terms the pages define), so
 * retrieval and support see the docs' wording. The search engine's synonym table (src/search/synonyms.ts)
 * already stands words in for one another; this table only holds what that one does not, and only
 * one-way rewrites: "macro" means a canned response in a question, never the other way round.
 *
 * Keep entries to true equivalents of a docs term: a loose one sends a question to the wrong page.
 */
const READER_TO_DOCS: [RegExp, string][] = [
  // Verbs.
  [/\b(wipe|wiping|wiped|erase|erasing|erased|purge|purging|scrub|nuke)\b/gi, 'delete'],
  [/\b(kick(s|ed|ing)? off|fire(s|d)? off|set(s)? off)\b/gi, 'trigger'],
  [/\b(bounce|bounces|bounced|bouncing)\b/gi, 'reject'],
  [/\b(spin(s)? up)\b/gi, 'create'],
  [/\bupsert(s|ing)?\b/gi, 'add update'],
  [/\b(solved|closed out)\b/gi, 'resolved'],
  [/\bidle\b/gi, 'without activity'],
  // A call nobody picks up is, in the docs' words, not answered.
  [/\b(doesn't|does not|don't|do not|didn't|did not|won't|never) (picks?|picked|picking) up\b/gi, 'not answered'],
  [/\b(nobody|no one|no-one)((?: \w+){0,3}) (picks?|picked) up\b/gi, '$1$2 answers'],
  [/\bjuggl(e|es|ed|ing)\b/gi, 'handle'],
  [/\b(eat|eats|eating|ate) into\b/gi, 'count toward'],
  [/\b(fold|folds|folded|folding)\b(?=( \w+){0,2} into\b)/gi, 'merge'],
  [/\b(flip|flips|flipped|flipping)\b/gi, 'set'],
  [/\b(right |straight )?out of the box\b|\bOOTB\b/gi, 'by default'],
  // "The oldest Android version the SDK works on" is its minimum version.
  [/\b(oldest|lowest|earliest)(?= (supported )?(\w+ )?(versions?|releases?|os)\b)/gi, 'minimum'],
  // Inbox: other helpdesks' names.
  [/\b(macros?|saved repl(y|ies))\b/gi, 'canned response'],
  [
    /\b(live agent transfer|transfer to (a )?(live|human) agent|human takeover|escalat\w* to (a )?human)\b/gi,
    'agent handover',
  ],
  [/\b(reps?|operators?|advisors?)\b/gi, 'agent'],
  [/\bsatisfaction (rating|score|survey)s?\b/gi, 'CSAT'],
  // Engage: marketing platforms' names.
  [/\b(HSMs?|highly structured messages?|message templates?)\b/gi, 'template'],
  [/\bblasts?\b/gi, 'outbound campaign'],
  [/\b(drip( campaign)?s?|drips)\b/gi, 'journey'],
  [/\b(contact|custom|user) (attributes?|fields?)\b/gi, 'custom user properties'],
  [/\blookback window\b/gi, 'attribution window'],
  [/\b(a\/b|split)[ -]?test(s|ed|ing)?\b/gi, 'variants'],
  // Studio: bot builders' names.
  [/\b(training phrases?|training examples?|sample utterances?)\b/gi, 'utterances'],
  [/\bslot types?\b/gi, 'entity'],
  [/\bsystem prompts?\b/gi, 'instructions'],
  [/\bfunction call(s|ing)?\b/gi, 'tools'],
  [/\bSKUs?\b/gi, 'items'],
  [/\b(debug|conversation) logs?\b/gi, 'bot logs'],
  [/\b(suggestion|reply) chips?\b/gi, 'quick replies'],
  // Data.
  [/\bETL\b/gi, 'warehouse sync'],
  [/\bPII (redaction|scrubbing)\b/gi, 'masked PII'],
  [/\bright to be forgotten\b/gi, 'erasure request'],
];

/** The question in the docs' words (unchanged where it already uses them). */
export function inDocsWords(question: string): string {
  // Markup pasted into a question is not the reader's words: drop the tags and what a script holds.
  let out = question.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ').replace(/<\/?[a-z][^>]*>/gi, ' ');
  for (const [reader, docs] of READER_TO_DOCS) out = out.replace(reader, docs);
  return out;
}
