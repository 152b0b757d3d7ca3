// better-call, under better-auth, reads a body by its media type; whatever is checked before it must be
// read the same way, or a content type the check does not know carries the text past it
// (docs/security.md#hostile-requests-and-the-data-folder-each-promise-and-the-test-that-proves-it).
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The body of `request` as better-auth will see it, read from a copy: JSON, form fields as [name, value]
 * pairs (a file by its name), or the text. Throws on a body better-call cannot read either.
 */
export async function readAuthBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  const copy = request.clone();
  if (JSON_TYPE.test(type)) return copy.json();
  if (!FORM_TYPES.some((form) => type.includes(form))) return copy.text();
  return [...(await copy.formData())].map(([name, value]) => [
    name,
    typeof value === "string" ? value : value.name,
  ]);
}
