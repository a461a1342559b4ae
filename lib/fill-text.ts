/** Fills `{name}` placeholders of a text the server translated (the browser knows the figures). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
