// Placeholder until its page lands.
export default function Page() {
  return null;
}
