/**
 * The JSON body parser never rejects a request itself: decisions.md wants the key checked
 * (401) before anything about the body. It leaves one of these markers as the body instead,
 * and a procedure middleware turns it into 400 or 422 once the caller is known.
 * The markers have no own enumerable properties, so the adapter's input merge sees `{}`.
 */
export class BodyProblem {
  constructor(readonly kind: 'invalid_json' | 'not_object') {}
}
