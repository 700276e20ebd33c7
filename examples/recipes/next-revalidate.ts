import { revalidateTag } from "next/cache";
import { tags } from "./next-data.ts";

/** `POST /api/revalidate` with `{ "tenantId": 1001 }`: the service's webhook after a purchase. */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env["REVALIDATE_SECRET"];
  if (!secret || request.headers.get("authorization") !== `Bearer ${secret}`) {
    return new Response("unauthorized", { status: 401 });
  }
  const { tenantId } = (await request.json()) as { tenantId?: unknown };
  if (typeof tenantId !== "number" || !Number.isInteger(tenantId)) {
    return new Response("tenantId must be an integer", { status: 400 });
  }
  revalidateTag(tags.purchaseHistory(tenantId), "max");
  return Response.json({ revalidated: tags.purchaseHistory(tenantId) });
}
