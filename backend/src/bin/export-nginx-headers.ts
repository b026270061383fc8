/** `npm run nginx:headers`: writes docker/nginx/security-headers.conf from the backend's header set. */
import { writeFileSync } from 'node:fs';
import { NGINX_SECURITY_HEADERS_FILE, nginxSecurityHeaders } from '../common/web/nginx-security-headers.js';

writeFileSync(NGINX_SECURITY_HEADERS_FILE, nginxSecurityHeaders());
console.log(`Wrote ${NGINX_SECURITY_HEADERS_FILE}`);
