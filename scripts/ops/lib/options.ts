export function optionValue(args: readonly string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  return inline ?? (index >= 0 ? args[index + 1] : undefined);
}

export function formatOption(args: readonly string[]): 'csv' | 'json' | undefined {
  const value = optionValue(args, 'format');
  return value === 'csv' || value === 'json' ? value : undefined;
}

// Exit code 2 marks a mistake in the command line, as opposed to a failure while running it.
export function usageFailure(usage: string): (message: string) => never {
  return (message) => {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  };
}
