/**
 * A part of an address up to this long stays whole in a table; a longer one (a visitor's) may
 * break anywhere. A phone's card is narrower than any of them, and breaks where it must.
 */
const wholeUpTo = 32;

function Part({ text }: { text: string }) {
  return (
    <span className={text.length <= wholeUpTo ? "break-words sm:whitespace-nowrap" : "break-all"}>
      {text}
    </span>
  );
}

/**
 * An e-mail address that wraps only after its "@", not at its hyphens or dots: a narrow column
 * shows "ops.lead@" over "shopcity.com", never "ops.lead@shopcity." over "com".
 */
export function Address({ children: address }: { children: string }) {
  const at = address.lastIndexOf("@") + 1;
  if (at === 0) return <Part text={address} />;
  return (
    <>
      <Part text={address.slice(0, at)} />
      <wbr />
      <Part text={address.slice(at)} />
    </>
  );
}
