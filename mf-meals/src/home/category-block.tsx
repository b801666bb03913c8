export default function CategoryBlock() {
  return <section aria-label="Meals by category" />;
}
