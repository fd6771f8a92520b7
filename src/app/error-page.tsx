import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** Route error boundary (spec §8): 'Unexpected Application Error!' with the status or message. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <div className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{describe(error)}</p>
      <Link to="/">Back to the dashboard</Link>
    </div>
  );
}
