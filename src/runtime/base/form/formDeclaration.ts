// A form as a screen file declares it, whichever renderer draws it: its JSON Schema, its UI schema and
// the staff-written message of each failed check, by field and keyword.
export interface FormDeclaration {
  schema: object;
  uiSchema?: object;
  errorMessages?: Record<string, Record<string, string>>;
}
