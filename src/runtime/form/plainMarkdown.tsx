// Stands in for markdown-to-jsx, which @rjsf/core imports for rich descriptions we never use:
// server and schema strings are rendered as text, never parsed (see DESIGN.md, rules we keep).
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
export default Markdown;
