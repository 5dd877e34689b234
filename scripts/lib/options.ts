/** The value of `--name value` or `--name=value` among command-line arguments. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return inline ?? (index >= 0 ? args[index + 1] : undefined);
}

/** `--format csv` or `--format json`, else undefined. */
export function formatOption(args: readonly string[]): 'csv' | 'json' | undefined {
  const value = optionValue(args, 'format');
  return value === 'csv' || value === 'json' ? value : undefined;
}
