export function ScreenPlaceholder({ name }: { name: string }) {
  return (
    <main className="page">
      <h1>{name}</h1>
    </main>
  );
}
