import { data, type LoaderFunctionArgs } from 'react-router'

/** docs/product.md#error-screens: unknown routes raise 404 'Page not found: {path}', shown as the 404 page. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url)
  const message = `Page not found: ${url.pathname}${url.search}`
  throw data(message, { status: 404, statusText: message })
}
