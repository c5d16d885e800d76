// One number in one place: a screen's texts, messages and form may name its limits as
// {limits.name}. A string that is exactly "{limits.name}" becomes the number itself (so a form's
// "maxLength" can follow a limit); inside a longer text the number is written in. The Vite schemas
// plugin applies this when a screen file is imported, and the check applies it before compiling forms.
const WHOLE = /^\{limits\.(\w+)\}$/;
const INSIDE = /\{limits\.(\w+)\}/g;

export function resolveLimits(data: unknown, limits: Record<string, unknown> | undefined): unknown {
  if (!limits) return data;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = WHOLE.exec(value);
      if (whole && typeof limits[whole[1] as string] === 'number') return limits[whole[1] as string];
      return value.replace(INSIDE, (text, name: string) =>
        typeof limits[name] === 'number' ? String(limits[name]) : text,
      );
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, k === 'limits' && value === data ? v : walk(v)]),
      );
    return value;
  };
  return walk(data);
}

/** A screen file's data with its {limits.…} resolved. */
export function withLimits(screen: unknown): unknown {
  const limits = (screen as { limits?: Record<string, unknown> } | null)?.limits;
  return resolveLimits(screen, limits);
}
