// Server components in Jest: React's client renderer (Testing Library) refuses async components, which server
// components reading the page's edition are (Breadcrumb, PageLink, CmsUnavailable...). `serverTree` runs every async
// component of a tree, as the server would, and leaves the rest for render().
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type AnyProps = Record<string, unknown>;

const isAsync = (type: unknown): type is (props: AnyProps) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction';

async function resolveValue(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(resolveValue));
  if (isValidElement(value)) return serverTree(value);
  return value;
}

/** The tree with every async component replaced by what it renders (its props' elements resolved too). */
export async function serverTree(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const value = await node;
  if (Array.isArray(value)) return Promise.all(Children.toArray(value).map((child) => serverTree(child)));
  if (!isValidElement(value)) return value;
  const element = value as ReactElement<AnyProps>;
  if (isAsync(element.type)) return serverTree(element.type(element.props));
  const props: AnyProps = {};
  for (const [name, prop] of Object.entries(element.props)) {
    if (name !== 'children' && (isValidElement(prop) || Array.isArray(prop))) props[name] = await resolveValue(prop);
  }
  const children = element.props.children;
  if (children === undefined) return Object.keys(props).length > 0 ? cloneElement(element, props) : element;
  // Static children stay arguments (as JSX wrote them: no keys needed), a list stays one.
  if (Array.isArray(children)) return cloneElement(element, props, ...((await resolveValue(children)) as ReactNode[]));
  return cloneElement(element, props, (await resolveValue(children)) as ReactNode);
}
