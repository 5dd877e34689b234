export function fillTemplate(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
