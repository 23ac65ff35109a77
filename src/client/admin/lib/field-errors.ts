/** The server's complaints about single fields (zod issues, path joined with dots), for the fields a form has. */
export function fieldErrorsFrom<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const issues = (error as { data?: { issues?: { path: string; message: string }[] } } | undefined)?.data?.issues ?? [];
  const out: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path || issue.path.startsWith(`${name}.`));
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
