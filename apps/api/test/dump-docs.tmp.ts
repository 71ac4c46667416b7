import { writeFileSync } from 'node:fs';
import { startTestApp } from './harness';
const t = await startTestApp();
const res = await t.http.get('/api/docs/json');
writeFileSync('/tmp/refusals/openapi.json', JSON.stringify(res.body, null, 2));
await t.close();
