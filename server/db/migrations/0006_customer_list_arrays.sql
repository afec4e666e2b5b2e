ALTER TABLE "customers" ADD COLUMN "chln_births" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "prdt_cds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing customers: the arrays from their children and contracts (server/services/customer-derived.ts).
UPDATE "customers" c SET
  "chln_births" = coalesce((SELECT array_agg(ch.birth ORDER BY ch.birth) FROM "children" ch WHERE ch.kwkkey = c.kwkkey AND ch.birth IS NOT NULL), '{}'),
  "prdt_cds" = coalesce((SELECT array_agg(DISTINCT k.prdt_cd ORDER BY k.prdt_cd) FROM "contracts" k WHERE k.kwkkey = c.kwkkey AND k.prdt_cd IS NOT NULL), '{}');
