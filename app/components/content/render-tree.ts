import type { ElementContent, Root, RootContent } from "hast";
import { createElement, type ComponentType, type ReactNode } from "react";

export type TreeComponents = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * hast names aria and data properties in camelCase; the DOM wants aria-describedby (one lower-case
 * word) and data-footnote-ref (kebab case).
 */
function attributeName(name: string): string {
  if (/^aria[A-Z]/.test(name)) return `aria-${name.slice(4).toLowerCase()}`;
  if (/^data[A-Z]/.test(name)) return `data${name.slice(4).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return name;
}

function toProps(properties: Record<string, unknown>, tagName: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const attribute = attributeName(name);
    const isCustomAttribute = attribute !== name;
    // A true data-/aria- flag is written as a present, empty attribute (as HTML would).
    if (value === true && isCustomAttribute) props[attribute] = "";
    else props[attribute] = Array.isArray(value) ? value.join(name === "className" ? " " : ", ") : value;
  }
  // GitHub task-list checkboxes are display-only.
  if (tagName === "input") props.readOnly = true;
  return props;
}

function renderNode(node: RootContent | ElementContent, key: number, components: TreeComponents): ReactNode {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return null;
  const props = toProps(node.properties as Record<string, unknown>, node.tagName);
  props.key = key;
  const children = node.children.length > 0 ? renderChildren(node.children, components, node.tagName) : undefined;
  return createElement(components[node.tagName] ?? node.tagName, props, children);
}

/** Elements whose whitespace-only text children HTML drops (React warns about them on hydration). */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr", "colgroup"]);

function renderChildren(
  nodes: (RootContent | ElementContent)[],
  components: TreeComponents,
  parentTag?: string,
): ReactNode[] {
  const kept =
    parentTag && TABLE_PARTS.has(parentTag)
      ? nodes.filter((child) => !(child.type === "text" && child.value.trim() === ""))
      : nodes;
  return kept.map((child, index) => renderNode(child, index, components));
}

/**
 * Renders a tree that core/content has already sanitized: known elements and attributes only, so a
 * small renderer is enough (docs/decisions/0012). Custom elements map to components.
 */
export function renderTree(tree: Root, components: TreeComponents): ReactNode[] {
  return renderChildren(tree.children, components);
}
