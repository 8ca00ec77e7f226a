/**
 * The rewrite behind src/plugins/client-site-config (plain CommonJS: the bundler runs loaders with
 * Node's require). Docusaurus writes the whole validated site configuration to
 * `.docusaurus/docusaurus.config.mjs` as `export default <JSON>;`, and the browser gets all of it.
 * These keys are read only while building (by the core, the bundler and the plugins' Node side);
 * no browser-side code of Docusaurus, its themes or this site reads them.
 */
const SERVER_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'clientModules',
  'ssrTemplate',
  'staticDirectories',
  'webpack',
  'scripts',
  'stylesheets',
  'headTags',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

const FORM = /^(\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/;

/** The config module without the server-only keys; throws if its form or its keys changed. */
function clientSiteConfig(source) {
  const match = FORM.exec(source);
  const config = match && JSON.parse(match[2]);
  if (!config || !('plugins' in config) || !('themeConfig' in config)) {
    throw new Error(
      'client-site-config: .docusaurus/docusaurus.config.mjs no longer has the form this loader rewrites. ' +
        "Compare @docusaurus/core's genSiteConfig (lib/server/codegen/codegen.js) with src/plugins/client-site-config.",
    );
  }
  for (const key of SERVER_ONLY_KEYS) delete config[key];
  return `${match[1] ?? ''}export default ${JSON.stringify(config)};\n`;
}

module.exports = function clientSiteConfigLoader(source) {
  return clientSiteConfig(source);
};
module.exports.clientSiteConfig = clientSiteConfig;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;
