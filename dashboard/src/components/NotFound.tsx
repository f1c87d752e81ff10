/** The page's own "not found": the same for a missing id and another tenant's, so nothing leaks. */
export function NotFound({ what }: { what: string }) {
  return (
    <>
      <h1>{what} not found</h1>
      <p>It does not exist, or it is not yours to see.</p>
    </>
  );
}
