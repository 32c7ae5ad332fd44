import { expect } from "vitest";
import { emptyPostForm } from "../../app/features/admin/post-form";

/** Creates a post through the staff API and publishes it, as an editor does; answers its id. */
export async function publishPost(
  url: string,
  staffHeaders: Record<string, string>,
  fields: { title: string; slug: string; contentMd: string },
): Promise<string> {
  const created = await fetch(`${url}/api/admin/posts`, {
    method: "POST",
    headers: { ...staffHeaders, "content-type": "application/json" },
    body: JSON.stringify({ ...emptyPostForm(), ...fields }),
  });
  expect(created.status).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  const published = await fetch(`${url}/api/admin/posts/${post.id}/publish`, { method: "POST", headers: staffHeaders });
  expect(published.status).toBe(200);
  return post.id;
}
