// Types of @docusaurus/theme-search-algolia's theme aliases (@theme/SearchTranslations…) and client hooks.
/// <reference types="@docusaurus/theme-search-algolia" />

// DocSearch's stylesheet entry points (JS files that import its CSS); they export nothing.
declare module '@docsearch/react/style';
