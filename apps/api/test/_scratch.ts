import { startTestApp } from './helpers.ts';
const t = await startTestApp();
const r = await t.inject({ method: 'GET', url: '/api/customers/%E0%A4%A' });
console.log(r.statusCode, r.headers, r.body);
const r2 = await t.inject({ method: 'GET', url: '/api/nope' });
console.log(r2.statusCode, r2.headers, r2.body);
const r3 = await t.inject({ method: 'POST', url: '/api/customers', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
console.log(r3.statusCode, r3.body);
await t.close();
