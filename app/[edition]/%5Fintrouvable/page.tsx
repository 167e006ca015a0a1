// The not-found page the proxy rewrites to (INTERNAL_ROUTES.notFound: "_" escaped, or Next would take the folder for
// a private one): every address of no page, unknown slugs, news pages past the end. Its status (404) and caching come
// from the proxy; a real route so that it has its edition's layout (a request matching no route has none).
export { default, metadata } from '../not-found';

export const dynamicParams = false;
