import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';

/** Errors thrown while rendering a route: the status message if there is one, 'Error' otherwise (status 500). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={error.status === 404 ? undefined : error.statusText || undefined} />;
  }
  return <ErrorPage status={500} />;
}
