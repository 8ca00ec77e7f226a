/**
 * The last build step (`npm run build` runs it after `docusaurus build`): writes the host files
 * that depend on the finished pages, then precompresses every text file.
 * - build/_headers: the security headers for static hosts that read one (config/security-headers.ts);
 * - build/_nginx-headers.conf: the same headers as nginx `add_header` lines (see README, Serving);
 * - x.br and x.gz beside every text file x, so no server compresses while answering.
 * Usage: tsx scripts/finish-build.ts [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {env} from '../config/env';
import {readSearchConfig} from '../config/search';
import {headersFile, NGINX_HEADERS_FILE, nginxHeaders, serviceOrigins} from '../config/security-headers';
import {buildScriptHashes} from './lib/serving/inline-scripts';
import {precompress} from './lib/serving/precompress';

const dirIndex = process.argv.indexOf('--dir');
const root = path.resolve(dirIndex > -1 ? process.argv[dirIndex + 1] : 'build');

const policyInput = {scriptHashes: buildScriptHashes(root), origins: serviceOrigins(env, readSearchConfig())};
fs.writeFileSync(path.join(root, '_headers'), headersFile(policyInput));
fs.writeFileSync(path.join(root, NGINX_HEADERS_FILE), nginxHeaders(policyInput));
console.log(
  `Security headers: ${policyInput.scriptHashes.length} inline script hashes in _headers and ${NGINX_HEADERS_FILE}`,
);

const started = performance.now();
const result = precompress(root);
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `Precompressed ${result.files} files (${kib(result.bytesIn)}): brotli ${kib(result.brotliBytes)}, ` +
    `gzip ${kib(result.gzipBytes)}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
