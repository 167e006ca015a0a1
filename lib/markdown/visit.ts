import type { Element, Root, RootContent } from 'hast';

/** Calls `onElement` for every element of `tree`, depth first. */
export function visit(tree: Root | Element, onElement: (node: Element) => void): void {
  const children: RootContent[] = tree.children;
  for (const child of children) {
    if (child.type === 'element') {
      onElement(child);
      visit(child, onElement);
    }
  }
}
