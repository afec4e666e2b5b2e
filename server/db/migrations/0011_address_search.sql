-- The address search's table (docs/decisions.md D50): demo addresses the reference server answers from when no
-- road-address API key is configured; a trigram index (pg_trgm from 0005) serves the keyword's contains search.
CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY NOT NULL,
	"road_addr" text NOT NULL,
	"jibun_addr" text NOT NULL,
	"zip_no" text NOT NULL,
	"bd_nm" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(road_addr || ' ' || jibun_addr || ' ' || bd_nm || ' ' || zip_no)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin ("search_text" public.gin_trgm_ops);