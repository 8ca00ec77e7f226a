import {createContext} from 'react';

/** The build-time tokens of the code block being rendered (see src/theme/CodeBlock), if it has any. */
export const CodeTokensContext = createContext<string | null>(null);
