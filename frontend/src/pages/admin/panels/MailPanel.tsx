/** Built next. */
export default function Placeholder() {
  return <p>Coming shortly.</p>;
}
