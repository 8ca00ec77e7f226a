// The JSON the release-notes plugin writes at build time (see ./index.ts).
declare module '@generated/release-notes/default/latest-releases.json' {
  const entries: unknown[];
  export default entries;
}
declare module '@generated/release-notes/default/newest-releases.json' {
  const entries: unknown[];
  export default entries;
}
