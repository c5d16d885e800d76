// A refusal or failure, said where the person acted.
export function Refused({ error }: { error: string | undefined }) {
  return error ? (
    <p className="tm-error" role="alert">
      {error}
    </p>
  ) : null;
}
