/**
 * Words readers use for the same thing. Each group's members stand in for one another at query
 * time; a multi-word member ("knowledge base") is matched as a phrase in the query and in the text,
 * where it also indexes the group's single-word members ("kb").
 *
 * Keep groups to true equivalents in this product's vocabulary: a loose group ranks the wrong pages.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['kb', 'knowledge base'],
  ['csat', 'customer satisfaction'],
  ['nps', 'net promoter score'],
  ['otp', 'one time password', 'one time passcode', 'passcode'],
  ['faq', 'frequently asked questions'],
  ['llm', 'large language model'],
  ['genai', 'generative ai', 'gen ai'],
  ['whatsapp', 'whats app'],
  ['login', 'log in', 'sign in', 'signin'],
  ['signup', 'sign up', 'register'],
  ['sms', 'text message'],
  ['ivr', 'phone menu'],
  ['cdp', 'customer data platform'],
  ['sdk', 'software development kit'],
  ['delete', 'remove'],
  ['handoff', 'handover', 'hand off', 'transfer to agent', 'escalate'],
  ['multilingual', 'translation', 'translate'],
  ['webhook', 'callback url'],
  ['sla', 'service level'],
  ['email', 'mail'],
  ['ticket', 'case'],
  ['chatbot', 'bot'],
  ['campaign', 'broadcast'],
  ['setup', 'set up', 'configure', 'install'],
  ['report', 'analytics', 'dashboard'],
  ['user', 'customer', 'contact'],
  ['price', 'cost', 'pricing'],
  // The docs name currencies by their codes; readers often by name.
  ['gbp', 'pounds sterling', 'pound sterling', 'british pounds'],
  ['eur', 'euros'],
  ['inr', 'rupees', 'indian rupees'],
];
