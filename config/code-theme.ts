import type {PrismTheme} from 'prism-react-renderer';

/**
 * The colours of code blocks, in prism-react-renderer's theme shape so the theme's code block frame
 * uses them too. The tokens are coloured by CSS generated from these (src/plugins/static-highlight).
 * Every colour meets WCAG AA (4.5:1) on its background; the stock github and dracula themes do not.
 */
export const codeThemes = {
  light: {
    plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
      {types: ['string', 'attr-value', 'char', 'url'], style: {color: '#0a3069'}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'variable', 'regex'], style: {color: '#0550ae'}},
      {types: ['keyword', 'atrule', 'important', 'builtin'], style: {color: '#cf222e'}},
      {types: ['function', 'class-name', 'tag'], style: {color: '#6639ba'}},
      {types: ['attr-name', 'selector', 'entity', 'namespace'], style: {color: '#953800'}},
      {types: ['inserted'], style: {color: '#116329'}},
      {types: ['deleted'], style: {color: '#82071e'}},
    ],
  },
  dark: {
    plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#a4b1d6', fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: '#f8f8f2'}},
      {types: ['string', 'attr-value', 'char', 'url'], style: {color: '#f1fa8c'}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'variable', 'regex'], style: {color: '#bd93f9'}},
      {types: ['property'], style: {color: '#8be9fd'}},
      {types: ['keyword', 'atrule', 'important', 'builtin'], style: {color: '#ff79c6'}},
      {types: ['function', 'class-name'], style: {color: '#50fa7b'}},
      {types: ['tag'], style: {color: '#ff79c6'}},
      {types: ['attr-name', 'selector', 'entity', 'namespace'], style: {color: '#ffb86c'}},
      {types: ['inserted'], style: {color: '#50fa7b'}},
      {types: ['deleted'], style: {color: '#ff6e6e'}},
    ],
  },
} satisfies Record<'light' | 'dark', PrismTheme>;
