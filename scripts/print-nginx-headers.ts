/**
 * Prints the nginx server-block snippet the README's "Serving" section documents
 * (config/security-headers.ts). The per-build header lines it includes are written into
 * build/_nginx-headers.conf by `npm run build`.
 */
import {nginxServerSnippet} from '../config/security-headers';

process.stdout.write(nginxServerSnippet());
