import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionMayAct, requestOriginOf } from '../../../src/api/session/origin.js';

const HOST = 'sims.example.com';
const at = (over: Partial<Parameters<typeof sessionMayAct>[0]>) => ({ method: 'POST', host: HOST, origin: `https://${HOST}`, secFetchSite: 'same-origin', ...over });

describe('the session cookie may act only for this site (CSRF / Origin rule)', () => {
  it('state-changing calls need an Origin of this host', () => {
    assert.equal(sessionMayAct(at({})), true);
    assert.equal(sessionMayAct(at({ origin: `http://${HOST}`, secFetchSite: undefined })), true, 'scheme may differ behind a TLS proxy');
    assert.equal(sessionMayAct(at({ origin: 'https://evil.example' })), false);
    assert.equal(sessionMayAct(at({ origin: `https://${HOST}.evil.example` })), false);
    assert.equal(sessionMayAct(at({ origin: `https://${HOST}:8443` })), false, 'another port is another origin');
    assert.equal(sessionMayAct(at({ origin: undefined, secFetchSite: undefined })), false, 'browsers send Origin on POST; none is refused');
    assert.equal(sessionMayAct(at({ origin: 'null' })), false, 'opaque origins (sandboxed frames, file:) are refused');
    assert.equal(sessionMayAct(at({ origin: 'not a url' })), false);
    assert.equal(sessionMayAct(at({ host: undefined })), false);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) assert.equal(sessionMayAct(at({ method, origin: 'https://evil.example' })), false, method);
  });

  it('the host comparison ignores case', () => {
    assert.equal(sessionMayAct(at({ origin: 'https://SIMS.example.com' })), true);
  });

  it('reads (GET, HEAD) need no Origin: SameSite=Strict keeps the cookie off cross-site requests', () => {
    assert.equal(sessionMayAct(at({ method: 'GET', origin: undefined, secFetchSite: undefined })), true);
    assert.equal(sessionMayAct(at({ method: 'HEAD', origin: undefined })), true);
    assert.equal(sessionMayAct(at({ method: 'GET', secFetchSite: 'none' })), true, 'typed into the address bar');
  });

  it('a browser that says the request is cross-site or same-site (another subdomain) is refused, reads included', () => {
    assert.equal(sessionMayAct(at({ method: 'GET', secFetchSite: 'cross-site' })), false);
    assert.equal(sessionMayAct(at({ method: 'GET', secFetchSite: 'same-site' })), false);
    assert.equal(sessionMayAct(at({ secFetchSite: 'cross-site' })), false, 'even with a matching Origin');
    assert.equal(sessionMayAct(at({ secFetchSite: 'SAME-ORIGIN' })), true);
  });

  it('reads its facts from the request headers (first value of repeated ones)', () => {
    const facts = requestOriginOf({ method: 'POST', headers: { host: HOST, origin: [`https://${HOST}`, 'https://evil.example'], 'sec-fetch-site': 'same-origin' } });
    assert.deepEqual(facts, { method: 'POST', host: HOST, origin: `https://${HOST}`, secFetchSite: 'same-origin' });
  });
});
