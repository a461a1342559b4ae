import { Fragment, isValidElement, type ReactNode } from 'react';

/** Attributes SVG spells in camelCase; React's other camelCase props are written kebab-case in markup. */
const CAMEL_CASE_ATTRIBUTES = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternTransform',
  'textLength',
  'lengthAdjust',
]);
const SKIPPED_PROPS = new Set(['children', 'key', 'ref']);

/** Escapes as React does, in text and in attribute values alike (a title may hold quotes or an apostrophe). */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (CAMEL_CASE_ATTRIBUTES.has(prop)) return prop;
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Static SVG markup from a tree of plain SVG elements and function components without hooks, as the game art is:
 * what `renderToStaticMarkup` gives for it, without react-dom/server (which a route handler may not import).
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<Record<string, unknown>>(node)) throw new Error('svgMarkup: unsupported node');
  const { type, props } = node;
  if (type === Fragment) return svgMarkup(props.children as ReactNode);
  if (typeof type === 'function') return svgMarkup((type as (p: typeof props) => ReactNode)(props));
  if (typeof type !== 'string') throw new Error('svgMarkup: unsupported element type');
  const attributes = Object.entries(props)
    .filter(([prop, value]) => !SKIPPED_PROPS.has(prop) && value !== undefined && value !== null && value !== false)
    .map(([prop, value]) => ` ${attributeName(prop)}="${escapeText(String(value))}"`)
    .join('');
  return `<${type}${attributes}>${svgMarkup(props.children as ReactNode)}</${type}>`;
}
