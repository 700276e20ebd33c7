// A run's params are checked, and its query built, once when searchAll/listAll is called, never
// again for each page (docs/pagination.md, "With the client").
import { expect, test } from "vitest";
import { createClient } from "../../src/index.js";
import { answerListing } from "../helpers/listing-service.js";
import { ownedProduct } from "../helpers/samples.js";

const products = Array.from({ length: 12 }, (_, i) => ({ ...ownedProduct, ownedProductId: i + 1 }));

test("searchAll reads and encodes its filters once for all its windows", async () => {
  const urls: string[] = [];
  const client = createClient({
    baseUrl: "https://api.example.test",
    fetch: async (request) => {
      urls.push(request.url);
      return Response.json(answerListing(new URL(request.url), { products }));
    },
  });
  // An array filter that counts how often it is encoded (each encoding walks it once).
  let walks = 0;
  class Tags extends Array<string> {
    override forEach(...args: Parameters<string[]["forEach"]>) {
      walks += 1;
      super.forEach(...args);
    }
  }
  const tag = Tags.from(["a", "b"]);
  const items = await client.ownedProducts.searchAll({ limit: 5, status: "Active", tag }).toArray();
  expect(items).toHaveLength(12);
  expect(walks).toBe(1);
  expect(urls.map((url) => url.slice(url.indexOf("?")))).toEqual([
    "?offset=0&limit=5&status=Active&tag=a&tag=b",
    "?offset=5&limit=5&status=Active&tag=a&tag=b",
    "?offset=10&limit=5&status=Active&tag=a&tag=b",
  ]);
});
