// A bench's command line: `--name value` options (repeated or not) and `--flag` switches.

/** Reads `argv`: option(name, fallback) the value after --name, all(name) every such value, flag(name) its presence. */
export function benchArgs(argv = process.argv.slice(2)) {
  const valueAt = (index) => (index >= 0 && argv[index + 1] && !argv[index + 1].startsWith('--') ? argv[index + 1] : undefined);
  return {
    option: (name, fallback) => valueAt(argv.indexOf(`--${name}`)) ?? fallback,
    all: (name) => argv.flatMap((arg, index) => (arg === `--${name}` && valueAt(index) !== undefined ? [valueAt(index)] : [])),
    flag: (name) => argv.includes(`--${name}`),
  };
}
