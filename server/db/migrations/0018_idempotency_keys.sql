CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"userid" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"http_status" smallint,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");