/**
 * The JSON body parser never rejects a request itself: the key (401) and the named resource
 * are checked before anything about the body (docs/contract.md "Order of checks"). It leaves
 * one of these markers as the body instead; the HTTP context reports it and the procedures'
 * checks turn it into 400 or 422 once the caller is known.
 * The markers have no own enumerable properties, so the adapter's input merge sees `{}`.
 */
export class BodyProblem {
  constructor(readonly kind: 'invalid_json' | 'not_object') {}
}
