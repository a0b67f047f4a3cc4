type Child = Node | string | null | undefined | false;

/** A tiny element builder: attributes (strings; `class`, `data-*`, aria-*) and children. */
export function h(
  tag: string,
  attrs: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs))
    if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}
