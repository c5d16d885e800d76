// One check for every address that comes from a server before the page follows it.
import { config } from '../config';

type UrlKind = 'web' | 'app' | 'unsafe';

export function classifyUrl(url: unknown): UrlKind {
  if (typeof url !== 'string' || url.trim() === '') return 'unsafe';
  const trimmed = url.trim();
  if (trimmed.toLowerCase().startsWith(config.appScheme.toLowerCase())) return 'app';
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? 'web' : 'unsafe';
  } catch {
    return 'unsafe';
  }
}
